import { useState } from 'react';
import type { StaffAccount, StaffAccountCreate } from '@azmar/contract/staff/accounts';
import { STAFF_ROLES, type StaffRole } from '@azmar/contract/staff/roles';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Space, Table, Tag } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { ProblemAlert } from '../../../components/problem-alert';
import { FieldGrid } from '../../../components/field-grid';
import { StaffPanel } from '../../../components/staff-panel';
import { staffProblem } from '../../../lib/staff-api';
import { useAccounts } from '../hooks/use-accounts';
import { NewPasswordField } from './new-password-field';

/** Accounts (administrator only): the list with roles and state, adding one, changing roles, deactivating, resetting a password. */
export function AccountsSection() {
  const { t } = useTranslation('staff');
  const { list, create, change, reset } = useAccounts();
  const [form] = Form.useForm<StaffAccountCreate>();
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const roleOptions = STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }));

  return (
    <Flex vertical gap="middle">
      <StaffPanel id="staff-accounts-title" title={t('accounts.title')} testId="staff-accounts">
        <ProblemAlert problem={staffProblem(list.error ?? change.error)} testId="staff-accounts-problem" />
        <Table<StaffAccount>
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data ?? []}
          pagination={false}
          scroll={{ x: 720 }}
          onRow={() => ({ 'data-testid': 'staff-account-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'username', title: t('accounts.username'), render: (_, account) => <bdi>{account.username}</bdi> },
            {
              key: 'roles',
              title: t('accounts.roles'),
              render: (_, account) => (
                <RolesEditor account={account} options={roleOptions} saving={change.isPending} onSave={(roles) => change.mutate({ id: account.id, roles })} />
              ),
            },
            {
              key: 'status',
              title: t('accounts.status'),
              render: (_, account) => <Tag>{account.active ? t('accounts.active') : t('accounts.inactive')}</Tag>,
            },
            {
              key: 'actions',
              title: t('accounts.actions'),
              render: (_, account) => (
                <Space wrap>
                  <Button
                    size="small"
                    onClick={() => change.mutate({ id: account.id, active: !account.active })}
                    aria-label={`${account.active ? t('accounts.deactivate') : t('accounts.reactivate')}: ${account.username}`}
                  >
                    {account.active ? t('accounts.deactivate') : t('accounts.reactivate')}
                  </Button>
                  <Button size="small" onClick={() => setResetting(account)} aria-label={`${t('accounts.resetPassword')}: ${account.username}`}>
                    {t('accounts.resetPassword')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </StaffPanel>
      <StaffPanel id="staff-account-add-title" title={t('accounts.add')}>
        {create.isSuccess && (
          <Alert type="success" showIcon role="status" title={t('accounts.created', { name: create.data.username })} data-testid="staff-account-created" />
        )}
        <ProblemAlert problem={staffProblem(create.error)} testId="staff-account-problem" withFields />
        <Form
          form={form}
          name="staff-account"
          layout="vertical"
          requiredMark={false}
          initialValues={{ roles: ['editor'] }}
          onFinish={(values) => create.mutate({ ...values, username: values.username.trim().toLowerCase() }, { onSuccess: () => form.resetFields() })}
        >
          <FieldGrid>
            <Form.Item name="username" label={t('accounts.username')} rules={[{ required: true, whitespace: true, message: t('required') }]}>
              <Input dir="ltr" autoComplete="off" autoCapitalize="none" spellCheck={false} />
            </Form.Item>
            <NewPasswordField name="password" label={t('accounts.password')} />
          </FieldGrid>
          {/* A validator, not `required`: antd would put aria-required on the group's <div>, where ARIA allows none. */}
          <Form.Item
            name="roles"
            label={t('accounts.roles')}
            rules={[{ validator: (_, roles?: StaffRole[]) => (roles && roles.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('required')))) }]}
          >
            <Checkbox.Group options={roleOptions} role="group" aria-label={t('accounts.roles')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('accounts.add')}
          </Button>
        </Form>
      </StaffPanel>
      <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} reset={reset} />
    </Flex>
  );
}

function RolesEditor({
  account,
  options,
  saving,
  onSave,
}: {
  account: StaffAccount;
  options: { value: StaffRole; label: string }[];
  saving: boolean;
  onSave: (roles: StaffRole[]) => void;
}) {
  const { t } = useTranslation('staff');
  const [roles, setRoles] = useState<StaffRole[]>(account.roles);
  const changed = roles.slice().sort().join() !== account.roles.slice().sort().join();
  return (
    <Flex vertical gap="small" align="start" role="group" aria-label={t('accounts.rolesOf', { name: account.username })}>
      <Checkbox.Group value={roles} options={options} onChange={(next) => setRoles(next as StaffRole[])} />
      {changed && (
        <Button size="small" type="primary" disabled={roles.length === 0} loading={saving} onClick={() => onSave(roles)}>
          {t('accounts.saveRoles')}
        </Button>
      )}
    </Flex>
  );
}

function ResetPasswordDialog({
  account,
  onClose,
  reset,
}: {
  account: StaffAccount | null;
  onClose: () => void;
  reset: ReturnType<typeof useAccounts>['reset'];
}) {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<{ password: string }>();
  const close = () => {
    reset.reset();
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={account !== null}
      title={t('accounts.resetTitle', { name: account?.username ?? '' })}
      okText={reset.isSuccess ? t('common:actions.close') : t('accounts.reset')}
      cancelText={t('accounts.cancel')}
      onCancel={close}
      okButtonProps={{ loading: reset.isPending }}
      onOk={() => (reset.isSuccess ? close() : form.submit())}
      forceRender
    >
      {reset.isSuccess && <Alert type="success" showIcon role="status" title={t('accounts.resetDone')} />}
      <ProblemAlert problem={staffProblem(reset.error)} />
      <Form
        form={form}
        name="staff-reset"
        layout="vertical"
        requiredMark={false}
        onFinish={({ password }) => account && reset.mutate({ id: account.id, password })}
      >
        <NewPasswordField name="password" label={t('accounts.password')} />
      </Form>
    </Modal>
  );
}
