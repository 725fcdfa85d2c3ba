// The kit's antd facade first: importing it hands antd's ConfigProvider to the KitProvider below (kit README, "antd
// components"), which gives every component here the page's direction, Sorani locale and theme.
import { Alert, Card, Flex, Menu } from '@azmar/kit/antd/antd-staff';
import type { StaffSession } from '@azmar/contract/content/staff-inbox';
import type { StaffRole } from '@azmar/contract/staff/roles';
import { useMemo } from 'react';
import { addAppTexts } from '@azmar/kit/i18n/i18n';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { notifyLocationChange } from '@azmar/kit/routing/location-path';
import { useQueryState } from '@azmar/kit/routing/query-state';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { useEndOn401 } from '../hooks/use-end-on-401';
import { StaffCallContext } from '../hooks/use-staff-call';
import { AuditSection } from '../features/audit-log/components/audit-section';
import { ContentSection } from '../features/content-editor/components/content-section';
import { MediaSection } from '../features/media-library/components/media-section';
import { AccountsSection } from '../features/staff-accounts/components/accounts-section';
import { PasswordSection } from '../features/staff-accounts/components/password-section';
import { StaffInbox } from '../features/staff-inbox/components/staff-inbox';
import type { StaffSessionState } from '../features/staff-session/hooks/use-staff-session';
import { staffEn } from '../i18n/staff.en';
import { staffKu } from '../i18n/staff.ku';
import { sectionsFor, sectionToOpen, type StaffSectionId } from './staff-sections';
import { StudioBar } from './studio-bar';

export const STAFF_NAMESPACE = 'staff';
// With the studio's code, never with a public page's; its keys read without the file's top-level `staff.`.
addAppTexts(STAFF_NAMESPACE, staffEn.staff, staffKu.staff);

/** The studio for a signed-in person: who is signed in, the menu of the sections their roles allow, and the section open. */
export function StaffStudio({ staff, session }: { staff: StaffSessionState; session: StaffSession }) {
  return (
    <KitProvider>
      <Studio staff={staff} session={session} />
    </KitProvider>
  );
}

function Studio({ staff, session }: { staff: StaffSessionState; session: StaffSession }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const roles: readonly StaffRole[] = session.roles ?? [];
  const [named] = useQueryState('section', '');
  const { section, allowed } = sectionToOpen(named, roles);
  const call = useMemo(() => ({ csrfToken: session.csrfToken, language }), [session.csrfToken, language]);
  useEndOn401(staff.ended401);

  // A section is a new page of the area: its own URL (Back returns), and nothing of the last section's filters.
  const open = (next: string) => {
    window.history.pushState(window.history.state, '', `/staff?lang=${language}&section=${next}`);
    notifyLocationChange();
  };

  return (
    <Flex vertical gap="middle" data-testid="staff-studio">
      <Card size="small">
        <StudioBar username={session.username} roles={roles} onSignOut={staff.signOut} signingOut={staff.signingOut} />
      </Card>
      {/* The menu's items that do not fit wait, hidden, beside it for its "more" button: kept inside the box. */}
      <Card size="small" style={{ overflow: 'hidden' }} styles={{ body: { padding: 0 } }}>
        <nav aria-label={t('nav')}>
          <Menu
            mode="horizontal"
            style={{ borderBottom: 0 }}
            selectedKeys={[section]}
            onClick={({ key }) => open(key)}
            items={sectionsFor(roles).map((id) => ({ key: id, label: t(`sections.${id}`), 'data-testid': `staff-menu-${id}` }))}
          />
        </nav>
      </Card>
      <StaffCallContext value={call}>
        {allowed ? <Section id={section} /> : <Alert type="error" showIcon role="alert" title={t('refused')} data-testid="staff-refused" />}
      </StaffCallContext>
    </Flex>
  );
}

function Section({ id }: { id: StaffSectionId }) {
  switch (id) {
    case 'inbox':
      return <StaffInbox />;
    case 'services':
    case 'projects':
    case 'products':
      return <ContentSection key={id} kind={id} />;
    case 'media':
      return <MediaSection />;
    case 'accounts':
      return <AccountsSection />;
    case 'audit':
      return <AuditSection />;
    case 'password':
      return <PasswordSection />;
  }
}
