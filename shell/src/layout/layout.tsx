import { useEffect } from 'react';
import { i18n } from '@azmar/kit/i18n/i18n';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { routeForPath } from '@azmar/contract/routes/route-manifest';
import { pageTitle } from '../routing/page-title';
import { useRouteTable } from '../routing/route-table';
import { ToastViewport } from '@azmar/kit/toast/toast-viewport.tsx';
import { SiteFooter } from './footer/site-footer';
import { RemoteOutlet } from './remote-outlet/remote-outlet';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar/top-bar';
import './layout.css';

/** The page layout the shell owns: top bar, the route's remote outlet, footer. */
export function Layout() {
  const path = useLocationPath();
  // A new page starts at its top, as a full page load would. (Block body: newer browsers make scrollTo
  // return a promise, which React would take for a cleanup function.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  const language = useLanguageStore((state) => state.language);
  const routes = useRouteTable();
  // The server titled the first page; the tab follows the visitor's moves and language switches.
  useEffect(() => {
    document.title = pageTitle(routeForPath(routes, path), path, language, i18n.getFixedT(language, 'common'));
  }, [routes, path, language]);
  return (
    <div className="layout">
      <SkipLink />
      <TopBar />
      <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
        <RemoteOutlet />
      </main>
      <SiteFooter />
      <ToastViewport />
    </div>
  );
}
