import { useState, type FormEvent } from 'react';
import { Button } from '@azmar/kit/antd/antd-staff';
import { isEmailAddress } from '@azmar/contract/content/email-address';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { INBOX_NAMESPACE } from '../../../i18n/register-contact-texts';
import { useVisitorErasure } from '../hooks/use-staff-messages';

/**
 * A visitor asked to be forgotten: every message from their address is deleted, in both folders, after one more
 * question. Tucked in a disclosure under the list: it is rare, and it cannot be undone.
 */
export function VisitorErasure({ csrfToken, onSessionEnded }: { csrfToken: string; onSessionEnded: () => void }) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const erasure = useVisitorErasure(csrfToken, onSessionEnded);
  const [email, setEmail] = useState('');
  const [asking, setAsking] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setInvalid(!isEmailAddress(address));
    if (isEmailAddress(address)) {
      erasure.reset();
      setAsking(address);
    }
  };
  const erase = () => {
    if (asking) erasure.mutate(asking, { onSettled: () => setAsking(null), onSuccess: () => setEmail('') });
  };

  return (
    <details className="inbox-erase" data-testid="inbox-erase">
      <summary className="inbox-erase__title">{t('inbox.erase.title')}</summary>
      <p className="inbox-muted">{t('inbox.erase.intro')}</p>
      <form className="inbox-erase__form" onSubmit={onSubmit} noValidate>
        <div className="inbox-field">
          <label htmlFor="inbox-erase-email">{t('inbox.erase.email')}</label>
          <input
            id="inbox-erase-email"
            className="inbox-input"
            type="email"
            dir="ltr"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'inbox-erase-invalid' : undefined}
          />
          {invalid && (
            <p id="inbox-erase-invalid" className="inbox-field__error">
              {t('inbox.erase.invalid')}
            </p>
          )}
        </div>
        <Button size="large" htmlType="submit" disabled={erasure.isPending}>
          {t('inbox.erase.submit')}
        </Button>
      </form>
      {asking && (
        <div className="inbox-confirm" role="alertdialog" aria-labelledby="inbox-erase-confirm" data-testid="inbox-erase-confirm">
          <p id="inbox-erase-confirm">{t('inbox.erase.confirm', { email: `\u2068${asking}\u2069` })}</p>
          <div className="inbox-confirm__actions">
            <Button size="large" danger onClick={erase} disabled={erasure.isPending}>
              {t('inbox.erase.confirmYes')}
            </Button>
            <Button size="large" onClick={() => setAsking(null)}>
              {t('inbox.erase.confirmNo')}
            </Button>
          </div>
        </div>
      )}
      {erasure.isSuccess && (
        <p className="inbox-notice" role="status" data-testid="inbox-erase-done">
          {t('inbox.erase.done', { n: formatNumber(erasure.data.deleted, language) })}
        </p>
      )}
      {erasure.isError && (
        <p className="inbox-notice inbox-notice--error" role="alert">
          {t('inbox.erase.failed')}
        </p>
      )}
    </details>
  );
}
