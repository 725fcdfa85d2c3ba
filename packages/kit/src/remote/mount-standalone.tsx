import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigateToUrl, start } from 'single-spa';
import type { Localized, RemoteName } from '@azmar/contract/routes/route-manifest';
import type { RemoteLifecycles } from '@azmar/kit/remote/create-remote-lifecycles.tsx';
import { LanguageToggle } from '@azmar/kit/language/language-toggle.tsx';
import { syncDocumentLanguage } from '@azmar/kit/language/document-language';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { loadTexts } from '@azmar/kit/i18n/app-texts';
import { commonTexts } from '@azmar/kit/i18n/common-texts-loader';
import '@azmar/kit/theme/base.css';
import '@azmar/kit/remote/standalone.css';

/** A route as the remote declares it (its `src/routes.json`). */
interface DevBarRoute {
  path: string;
  title: Localized;
}

interface StandaloneOptions {
  name: RemoteName;
  lifecycles: RemoteLifecycles;
  routes: readonly DevBarRoute[];
}

/** The bar above a standalone remote: the routes this remote declares, by their titles. */
export function DevBar({ routes }: { routes: readonly DevBarRoute[] }) {
  const language = useLanguageStore((state) => state.language);
  const path = useLocationPath();
  return (
    <div className="kit-standalone-bar">
      <strong>standalone</strong>
      <nav>
        {routes.map((route) => (
          <a key={route.path} href={route.path} onClick={navigateToUrl} aria-current={path === route.path ? 'page' : undefined}>
            {route.title[language]}
          </a>
        ))}
      </nav>
      <LanguageToggle />
    </div>
  );
}

/**
 * A remote's own dev page (`npm run dev -w <remote>`): the remote mounted by its lifecycles, without the
 * shell, under a small bar with the routes it declares and the language switch. single-spa
 * is started with no apps only so that `navigateToUrl` emits the events the remote listens to.
 */
export function mountStandalone(options: StandaloneOptions): void {
  // The shell's texts (the bar's, the app's shared ones), as the shell loads them before it renders.
  void loadTexts(commonTexts).then(() => mountWithTexts(options));
}

function mountWithTexts({ name, lifecycles, routes }: StandaloneOptions): void {
  syncDocumentLanguage();
  start({ urlRerouteOnly: true });
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('standalone page needs #root');
  const bar = document.createElement('div');
  const container = document.createElement('div');
  rootElement.append(bar, container);
  createRoot(bar).render(
    <StrictMode>
      <KitProvider>
        <DevBar routes={routes} />
      </KitProvider>
    </StrictMode>,
  );
  // The lifecycles read only the name and the element from their props outside of a real root config.
  const props = { name, domElement: container } as unknown as Parameters<RemoteLifecycles['mount']>[0];
  void Promise.resolve(lifecycles.bootstrap(props)).then(() => lifecycles.mount(props));
}
