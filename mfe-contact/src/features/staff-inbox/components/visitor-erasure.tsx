import { useState } from 'react';
import { Alert, Button, Collapse, Flex, Form, Input, Typography } from '@azmar/kit/antd/antd-staff';
import { isEmailAddress } from '@azmar/contract/content/email-address';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { INBOX_NAMESPACE } from '../../../i18n/contact-texts';
import { useVisitorErasure } from '../hooks/use-staff-messages';
import { ConfirmAlert } from './confirm-alert';

/**
 * A visitor asked to be forgotten: every message from their address is deleted, in both folders, after one more
 * question. Tucked in a collapsed panel under the list: it is rare, and it cannot be undone.
 */
export function VisitorErasure() {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const erasure = useVisitorErasure();
  const [form] = Form.useForm<{ email: string }>();
  const [asking, setAsking] = useState<string | null>(null);
  const isAddress = (_: unknown, value?: string) =>
    isEmailAddress((value ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(t('inbox.erase.invalid')));

  const onSubmit = ({ email }: { email: string }) => {
    erasure.reset();
    setAsking(email.trim());
  };
  const erase = () => {
    if (asking) erasure.mutate(asking, { onSettled: () => setAsking(null), onSuccess: () => form.resetFields() });
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
              <Form form={form} name="inbox-erase" layout="vertical" onFinish={onSubmit} requiredMark={false} noValidate>
                <Form.Item
                  name="email"
                  label={t('inbox.erase.email')}
                  rules={[{ validator: isAddress }]}
                  validateTrigger="onSubmit"
                  style={{ maxWidth: '28rem' }}
                >
                  <Input size="large" type="email" dir="ltr" />
                </Form.Item>
                <Button size="large" htmlType="submit" disabled={erasure.isPending}>
                  {t('inbox.erase.submit')}
                </Button>
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
