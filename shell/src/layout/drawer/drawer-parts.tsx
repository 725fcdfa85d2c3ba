import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { NavLinks } from '../nav-links';

/** What both menus show: the drawer the code runs, and the browser-run one for the time before it (same look). */
export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function DrawerNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('nav.mainLabel')}>
      <NavLinks className="drawer__links" onNavigate={onNavigate} />
    </nav>
  );
}
