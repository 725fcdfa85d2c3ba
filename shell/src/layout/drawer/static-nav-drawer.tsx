import { useRef } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { BrandLink } from '../brand-link';
import { CloseIcon, DrawerNav } from './drawer-parts';

export const STATIC_NAV_DRAWER_ID = 'nav-drawer-static';

/**
 * The menu for the time before the page's code runs: a server-rendered page shows first, and on a phone its menu
 * button would otherwise do nothing for a second or two. The browser opens this panel itself (the menu button's
 * `popovertarget`), closes it with Escape, a click outside or its close button, and its links are plain links.
 * Once the code runs, the menu button opens NavDrawer instead (TopBar), and this panel stays hidden.
 */
export function StaticNavDrawer() {
  const { t } = useTranslation('common');
  const panel = useRef<HTMLDivElement>(null);
  // Opened before the code arrived, it closes when one of its links is then followed on the page.
  const close = () => panel.current?.hidePopover?.();
  return (
    <div
      ref={panel}
      id={STATIC_NAV_DRAWER_ID}
      popover="auto"
      className="drawer drawer--static"
      data-testid="nav-drawer-static"
      role="dialog"
      aria-label={t('nav.mainLabel')}
    >
      <div className="drawer__head">
        <BrandLink onNavigate={close} />
        <button type="button" className="drawer__close" aria-label={t('header.closeMenu')} popoverTarget={STATIC_NAV_DRAWER_ID} popoverTargetAction="hide">
          <CloseIcon />
        </button>
      </div>
      <DrawerNav onNavigate={close} />
    </div>
  );
}
