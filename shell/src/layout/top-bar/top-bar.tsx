import { useCallback, useState } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { LanguageToggle } from '@azmar/kit/language/language-toggle.tsx';
import { BrandLink } from '../brand-link';
import { NavDrawer } from '../drawer/nav-drawer';
import { STATIC_NAV_DRAWER_ID, StaticNavDrawer } from '../drawer/static-nav-drawer';
import { NavLinks } from '../nav-links';

/** The fixed top bar: links from the large breakpoint up, a menu button (and drawer) below it. */
export function TopBar() {
  const { t } = useTranslation('common');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Stable, because the drawer re-runs its focus set-up whenever onClose changes.
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // The drawer is a sibling of the header, not inside it: the header's backdrop-filter would make it the
  // containing block of the drawer's fixed layer, clipping it to the bar's height.
  return (
    <>
      <header className="top-bar">
        <div className="top-bar__inner">
          <BrandLink />
          <nav aria-label={t('nav.mainLabel')} className="top-bar__nav">
            <NavLinks className="top-bar__links" />
          </nav>
          <div className="top-bar__actions">
            {/* The kit's own toggle look (base.css), with the top bar's few differences from layout.css. */}
            <LanguageToggle className="kit-language-toggle language-toggle" />
            <button
              type="button"
              className="menu-button"
              data-testid="menu-button"
              aria-label={t('header.openMenu')}
              aria-expanded={drawerOpen}
              aria-controls="nav-drawer"
              // Before the code runs the browser opens the static menu; from then on the click opens NavDrawer
              // and, prevented, no longer opens the static one.
              popoverTarget={STATIC_NAV_DRAWER_ID}
              onClick={(event) => {
                event.preventDefault();
                setDrawerOpen(true);
              }}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        </div>
      </header>
      <StaticNavDrawer />
      {drawerOpen && <NavDrawer onClose={closeDrawer} />}
    </>
  );
}
