import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigateToUrl, start } from 'single-spa';
import { routesOf, type RemoteName } from '@azmar/contract/routes/route-manifest';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import type { RemoteLifecycles } from '@azmar/kit/remote/create-remote-lifecycles.tsx';
import { LanguageToggle } from '@azmar/kit/language/language-toggle.tsx';
import { syncDocumentLanguage } from '@azmar/kit/language/document-language';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import '@azmar/kit/theme/base.css';
import '@azmar/kit/remote/standalone.css';

interface StandaloneOptions {
  name: RemoteName;
  lifecycles: RemoteLifecycles;
}

/** The bar above a standalone remote: the manifest's routes of this remote, labelled as the shell's menu labels them. */
export function DevBar({ name }: { name: RemoteName }) {
  const { t } = useTranslation('common');
  const path = useLocationPath();
  return (
    <div className="kit-standalone-bar">
      <strong>standalone</strong>
      <nav>
        {routesOf(name).map((route) => (
          <a key={route.path} href={route.path} onClick={navigateToUrl} aria-current={path === route.path ? 'page' : undefined}>
            {t(route.titleKey)}
          </a>
        ))}
      </nav>
      <LanguageToggle />
    </div>
  );
}

/**
 * A remote's own dev page (`npm run dev -w <remote>`): the remote mounted by its lifecycles, without the
 * shell, under a small bar with its routes (from the route manifest) and the language switch. single-spa
 * is started with no apps only so that `navigateToUrl` emits the events the remote listens to.
 */
export function mountStandalone({ name, lifecycles }: StandaloneOptions): void {
  syncDocumentLanguage();
  start({ urlRerouteOnly: true });
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('standalone page needs #root');
  const bar = document.createElement('div');
  const slot = document.createElement('div');
  rootElement.append(bar, slot);
  createRoot(bar).render(
    <StrictMode>
      <KitProvider>
        <DevBar name={name} />
      </KitProvider>
    </StrictMode>,
  );
  // single-spa-react only reads the name and the element from its props outside of a real root config.
  const props = { name, domElement: slot } as unknown as Parameters<RemoteLifecycles['mount']>[0];
  void Promise.resolve(lifecycles.bootstrap(props)).then(() => lifecycles.mount(props));
}
