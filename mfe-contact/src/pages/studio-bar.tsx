import type { StaffRole } from '@azmar/contract/staff/roles';
import { Button, Space } from '@azmar/kit/antd/antd-staff';
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
    <div className="staff-bar" data-testid="staff-bar">
      <p className="staff-bar__who">
        {t('bar.signedInAs')} <bdi className="staff-bar__name">{username}</bdi>
        <span className="staff-bar__roles">
          {' · '}
          {t('bar.roles')}: {roles.map((role) => t(`roles.${role}`)).join(t('listSeparator'))}
        </span>
      </p>
      <Space wrap>
        <Button onClick={() => onSignOut(false)} disabled={signingOut}>
          {t('bar.signOut')}
        </Button>
        <Button onClick={() => onSignOut(true)} disabled={signingOut}>
          {t('bar.signOutEverywhere')}
        </Button>
      </Space>
    </div>
  );
}
