import type { StaffRole } from '@azmar/contract/staff/roles';
import { Button, Flex, Space, Typography } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';

/** Who is signed in, with which roles, and the ways out: this browser, or every browser this person is signed in on. */
export function StudioBar({
  username,
  roles,
  onSignOut,
  signingOut,
}: {
  username: string;
  roles: readonly StaffRole[];
  onSignOut: (everywhere: boolean) => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation('staff');
  return (
    <Flex wrap align="center" justify="space-between" gap="small" data-testid="staff-bar">
      <Typography.Text>
        {t('bar.signedInAs')}{' '}
        <Typography.Text strong>
          <bdi>{username}</bdi>
        </Typography.Text>
        <Typography.Text type="secondary">
          {' · '}
          {t('bar.roles')}: {roles.map((role) => t(`roles.${role}`)).join(t('listSeparator'))}
        </Typography.Text>
      </Typography.Text>
      <Space wrap>
        <Button onClick={() => onSignOut(false)} disabled={signingOut}>
          {t('bar.signOut')}
        </Button>
        <Button onClick={() => onSignOut(true)} disabled={signingOut}>
          {t('bar.signOutEverywhere')}
        </Button>
      </Space>
    </Flex>
  );
}
