import { useMutation } from '@azmar/kit/api/react-query-facade';
import { Alert, Button, Form, Input } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { ProblemAlert } from '../../../components/problem-alert';
import { StaffPanel } from '../../../components/staff-panel';
import { useStaffCall } from '../../../hooks/use-staff-call';
import { staffProblem } from '../../../lib/staff-api';
import { changeOwnPassword } from '../api/accounts-api';
import { NewPasswordField } from './new-password-field';

/** Everyone's own password: the current one, then the new one; the person's other sessions end. */
export function PasswordSection() {
  const call = useStaffCall();
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<{ currentPassword: string; newPassword: string }>();
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => changeOwnPassword(call, currentPassword, newPassword),
  });
  return (
    <StaffPanel id="staff-password-title" title={t('password.title')} testId="staff-password" narrow>
      {change.isSuccess && <Alert type="success" showIcon role="status" title={t('password.changed')} data-testid="staff-password-changed" />}
      <ProblemAlert problem={staffProblem(change.error)} testId="staff-password-problem" />
      <Form
        form={form}
        name="staff-password"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => change.mutate(values, { onSuccess: () => form.resetFields() })}
      >
        <Form.Item name="currentPassword" label={t('password.current')} rules={[{ required: true, message: t('required') }]}>
          <Input.Password dir="ltr" autoComplete="current-password" />
        </Form.Item>
        <NewPasswordField name="newPassword" label={t('password.next')} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('password.change')}
        </Button>
      </Form>
    </StaffPanel>
  );
}
