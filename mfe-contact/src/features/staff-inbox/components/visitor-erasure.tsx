import { useState } from 'react';
import { Alert, Button, Collapse, Flex, Form, Input, Typography } from '@azmar/kit/antd/antd-staff';
import { isEmailAddress } from '@azmar/contract/content/email-address';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { INBOX_NAMESPACE } from '../../../i18n/register-contact-texts';
import { useVisitorErasure } from '../hooks/use-staff-messages';
import { ConfirmAlert } from './confirm-alert';

/**
 * A visitor asked to be forgotten: every message from their address is deleted, in both folders, after one more
 * question. Tucked in a collapsed panel under the list: it is rare, and it cannot be undone.
 */
export function VisitorErasure({ csrfToken, onSessionEnded }: { csrfToken: string; onSessionEnded: () => void }) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const erasure = useVisitorErasure(csrfToken, onSessionEnded);
  const [email, setEmail] = useState('');
  const [asking, setAsking] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const onSubmit = () => {
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
    <Collapse
      ghost
      data-testid="inbox-erase"
      items={[
        {
          key: 'erase',
          label: t('inbox.erase.title'),
          children: (
            <Flex vertical gap="middle">
              <Typography.Text>{t('inbox.erase.intro')}</Typography.Text>
              <Form layout="vertical" onFinish={onSubmit} noValidate>
                <Flex wrap align="end" gap="small">
                  <Form.Item
                    label={t('inbox.erase.email')}
                    htmlFor="inbox-erase-email"
                    validateStatus={invalid ? 'error' : undefined}
                    help={invalid ? <span id="inbox-erase-invalid">{t('inbox.erase.invalid')}</span> : undefined}
                    style={{ flex: '1 1 16rem', marginBottom: 0 }}
                  >
                    <Input
                      id="inbox-erase-email"
                      size="large"
                      type="email"
                      dir="ltr"
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                      aria-invalid={invalid || undefined}
                      aria-describedby={invalid ? 'inbox-erase-invalid' : undefined}
                    />
                  </Form.Item>
                  <Button size="large" htmlType="submit" disabled={erasure.isPending}>
                    {t('inbox.erase.submit')}
                  </Button>
                </Flex>
              </Form>
              {asking && (
                <ConfirmAlert
                  id="inbox-erase-confirm"
                  question={t('inbox.erase.confirm', { email: `\u2068${asking}\u2069` })}
                  yes={t('inbox.erase.confirmYes')}
                  no={t('inbox.erase.confirmNo')}
                  busy={erasure.isPending}
                  onYes={erase}
                  onNo={() => setAsking(null)}
                />
              )}
              {erasure.isSuccess && (
                <Alert
                  type="success"
                  role="status"
                  title={t('inbox.erase.done', { n: formatNumber(erasure.data.deleted, language) })}
                  data-testid="inbox-erase-done"
                />
              )}
              {erasure.isError && <Alert type="error" title={t('inbox.erase.failed')} />}
            </Flex>
          ),
        },
      ]}
    />
  );
}
