import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { normalizePath, type PageRoute } from '@azmar/contract/routes/route-manifest';
import '@azmar/kit/fonts/sorani-font';
import '@azmar/kit/theme/base.css';
import { hydrate } from '@azmar/kit/api/react-query-facade';
import { loadTextsIn } from '@azmar/kit/i18n/app-texts';
import { commonTexts } from '@azmar/kit/i18n/common-texts-loader';
import { queryClient } from '@azmar/kit/api/query-client';
import { provideRemoteModuleLoader } from '@azmar/kit/federation/remote-modules';
import { syncDocumentLanguage } from '@azmar/kit/language/document-language';
import { languageFromSearch } from '@azmar/contract/routes/page-language';
import { freezeServerSnapshot } from '@azmar/kit/store/server-snapshot';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { recordRenderedLocation } from '@azmar/kit/routing/server-location';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { AfterHydration } from './after-hydration';
import { Layout } from './layout/layout';
import { preloadServerModules, registerRemoteApps } from './remotes/remote-apps';
import { loadExposedModule, startRemoteRegistration } from './remotes/federation-remotes';
import { containRemoteScriptErrors } from './remotes/remote-script-errors';
import { useRemoteStatusStore } from './remotes/remote-status-store';
import { languageToRestore } from './remembered-language';
import { readServerState } from './server-state';
import { fetchRouteTable, renderedRouteTable } from './routing/page-routes';
import { setPageRouteTable } from './routing/route-table';
import { followUrlLanguage } from './routing/url-language';

const serverState = readServerState();
/** The language the page starts in (as boot sets it below): its texts load beside the route table. */
const startLanguage = serverState?.language ?? languageFromSearch(window.location.search) ?? useLanguageStore.getState().language;

/** Everything else, once the page's route table and its language's texts are there: before anything renders or routes. */
function boot(routes: readonly PageRoute[]): void {
  setPageRouteTable(routes);
  // Read before the server's language replaces it in the store (and in its storage).
  const restoredLanguage = serverState
    ? languageToRestore(serverState.language, useLanguageStore.getState().language, window.location.search, document.cookie)
    : null;
  if (serverState) {
    // The server chose the language (URL, then cookie, then English) and rendered the page in it: the first render
    // here must be the same, with the same data, to hydrate the page without redrawing it.
    useLanguageStore.getState().setLanguage(serverState.language);
    // Every root hydrates against this URL, even one (a remote) that finishes after the visitor has clicked away.
    recordRenderedLocation({ path: normalizePath(window.location.pathname), search: window.location.search });
    hydrate(queryClient, serverState.queries);
    useRemoteStatusStore.setState({ serverRendered: serverState.remote });
    // Hydration runs in slices while remotes load and the visitor may already click: whatever these stores become in
    // the meantime, the hydrating renders draw what the server drew, and the change follows (kit store/server-snapshot).
    freezeServerSnapshot(useLanguageStore);
    freezeServerSnapshot(useRemoteStatusStore);
    preloadServerModules(serverState.modules);
  } else {
    // A page's URL for one language (`?lang=ku`, as the sitemap and hreflang links give it) wins over what was stored,
    // and is remembered from then on (the store persists it, the document sync writes the cookie).
    const askedLanguage = languageFromSearch(window.location.search);
    if (askedLanguage) useLanguageStore.getState().setLanguage(askedLanguage);
  }
  syncDocumentLanguage();
  containRemoteScriptErrors();
  startRemoteRegistration();
  // Remotes show each other's sections through the kit; the shell owns where remotes live.
  provideRemoteModuleLoader(loadExposedModule);
  // Never called here: the reference alone makes this build provide the staff area's antd facade and the provider's, so
  // the studio's components read this page's ConfigProvider; without it they showed antd's English and blue (kit
  // antd/antd-staff.ts).
  void (() => import('@azmar/kit/antd/antd-staff'));

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root');
  const app = (
    <StrictMode>
      <KitProvider>
        <Layout />
      </KitProvider>
    </StrictMode>
  );
  if (serverState) {
    // As a transition, hydration yields to the browser every few milliseconds (and to a click, whose part it hydrates
    // first) instead of holding the main thread for the whole layout: the page is already painted and readable.
    // The hydrating renders draw the server's language; a restored one follows once the layout is hydrated.
    const restore = () => {
      if (restoredLanguage) useLanguageStore.getState().setLanguage(restoredLanguage);
    };
    startTransition(() => {
      hydrateRoot(rootElement, <AfterHydration onHydrated={restore}>{app}</AfterHydration>);
    });
  } else {
    // The layout (and so the remote outlet) must be in the DOM before single-spa mounts the first remote.
    flushSync(() => createRoot(rootElement).render(app));
  }

  registerRemoteApps();
  followUrlLanguage();
  start({ urlRerouteOnly: true });
}

// The pages the site has: as the server rendered this page with them, else as the gateway says now (a page a remote
// added is routed like the menu's). Callbacks, not a top-level await: an await here made this module async and put
// rspack's async-module runtime in the shell's entry and this module in its wrapper: 1.3 KB gzip on every page (the
// entry 0.6, the startup file 0.7; e2e/bench/first-load.mjs). The page asked for its texts' file with the startup
// file, so waiting for it costs no round trip of its own.
const routeTable = renderedRouteTable();
void Promise.all([routeTable ?? fetchRouteTable(), loadTextsIn(commonTexts, startLanguage)]).then(([routes]) => boot(routes));
