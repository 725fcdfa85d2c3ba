import { useEffect } from 'react';
import { i18n } from '@azmar/kit/i18n/i18n';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { pageTitle } from '../routing/page-title';
import { ToastViewport } from '@azmar/kit/toast/toast-viewport.tsx';
import { SiteFooter } from './footer/site-footer';
import { RemoteSlot } from './remote-slot/remote-slot';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar/top-bar';
import './frame.css';

/** The page frame the shell owns: top bar, the route's content slot, footer. */
export function Frame() {
  const path = useLocationPath();
  // A new page starts at its top, as a full page load would. (Block body: newer browsers make scrollTo
  // return a promise, which React would take for a cleanup function.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  const language = useLanguageStore((state) => state.language);
  // The server titled the first page; the tab follows the visitor's moves and language switches.
  useEffect(() => {
    document.title = pageTitle(path, i18n.getFixedT(language, 'common'), language);
  }, [path, language]);
  return (
    <div className="frame">
      <SkipLink />
      <TopBar />
      <main id={MAIN_CONTENT_ID} className="frame__main" tabIndex={-1}>
        <RemoteSlot />
      </main>
      <SiteFooter />
      <ToastViewport />
    </div>
  );
}
