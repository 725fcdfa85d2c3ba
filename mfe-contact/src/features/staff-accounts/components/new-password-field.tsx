import { Form, Input } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';

/** A new password (an account added, a reset, one's own change): the API's length rule, said beside the field. */
export function NewPasswordField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('staff');
  return (
    <Form.Item
      name={name}
      label={label}
      extra={t('accounts.passwordHelp')}
      rules={[{ required: true, min: 12, max: 1024, message: t('accounts.passwordHelp') }]}
    >
      <Input.Password dir="ltr" autoComplete="new-password" />
    </Form.Item>
  );
}
