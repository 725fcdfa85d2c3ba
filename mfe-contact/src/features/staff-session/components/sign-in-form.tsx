import { useState, type FormEvent } from 'react';
import { buttonClass } from '@azmar/kit/ui/button';
import type { StaffSignIn } from '@azmar/contract/content/staff-inbox';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { waitInWords } from '../../../lib/retry-after';
import { CONTACT_NAMESPACE, INBOX_NAMESPACE } from '../../../i18n/contact-texts';
import type { SignInProblem } from '../model/sign-in-problem';
import '../../../components/staff.css';

export interface SignInFormProps {
  onSignIn?: (credentials: StaffSignIn) => void;
  signingIn?: boolean;
  problem?: SignInProblem | null;
  /** The session ended (idle, or signed out elsewhere): said above the form. */
  ended?: boolean;
}

/**
 * Username and password. What the server renders for everyone, so it holds nothing of a session. It posts
 * (never a GET, which would put the password in the URL) and its code sends it as JSON instead.
 */
export function SignInForm({ onSignIn, signingIn = false, problem = null, ended = false }: SignInFormProps) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const problemText = (): string | null => {
    if (!problem) return null;
    if (problem.kind === 'wrong') return t('inbox.signIn.wrong');
    if (problem.kind === 'failed' || problem.seconds === null) return t('inbox.signIn.failed');
    const { unit, n } = waitInWords(problem.seconds);
    return t('inbox.signIn.locked', { wait: t(`${CONTACT_NAMESPACE}:contact.form.wait.${unit}`, { n: formatNumber(n, language) }) });
  };
  const alert = problemText();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signingIn) onSignIn?.({ username: username.trim().toLowerCase(), password });
  };

  return (
    <section className="inbox-panel" aria-labelledby="inbox-sign-in-title" data-testid="inbox-sign-in">
      <h2 id="inbox-sign-in-title" className="inbox-panel__title">
        {t('inbox.signIn.title')}
      </h2>
      <p className="inbox-muted">{t('inbox.signIn.intro')}</p>
      {ended && !alert && (
        <p className="inbox-notice" role="status" data-testid="inbox-session-ended">
          {t('inbox.signIn.expired')}
        </p>
      )}
      {alert && (
        <p className="inbox-notice inbox-notice--error" role="alert" data-testid="inbox-sign-in-problem">
          {alert}
        </p>
      )}
      <form className="inbox-sign-in__form" method="post" action="/staff" onSubmit={onSubmit} aria-busy={signingIn}>
        <CredentialField name="username" label={t('inbox.signIn.username')} value={username} onChange={setUsername} />
        <CredentialField name="password" label={t('inbox.signIn.password')} value={password} onChange={setPassword} />
        <button type="submit" className={buttonClass()} disabled={signingIn}>
          {signingIn ? t('common:actions.loading') : t('inbox.signIn.submit')}
        </button>
      </form>
    </section>
  );
}

/** A username or password box: left to right in both languages (the account's name is Latin), never corrected. */
function CredentialField({ name, label, value, onChange }: { name: 'username' | 'password'; label: string; value: string; onChange: (value: string) => void }) {
  const id = `inbox-${name}`;
  return (
    <div className="inbox-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={name === 'password' ? 'password' : 'text'}
        className="inbox-input"
        autoComplete={name === 'password' ? 'current-password' : 'username'}
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
