import React, { startTransition, type ComponentClass, type ComponentType } from 'react';
import type { AppProps } from 'single-spa';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorBoundary } from '@azmar/kit/remote/remote-error-boundary.tsx';
import { RemoteAppRoot } from '@azmar/kit/remote/remote-app-root.tsx';
import { loadTexts, type TextsLoader } from '@azmar/kit/i18n/app-texts';

// React 19 reports errors caught by a boundary with console.error by default; ours are contained and
// already reported by the boundary, so they must not look like failures of the page.
const rootOptions: RootOptions = { onCaughtError: () => {} };

/**
 * The single-spa lifecycles of a remote: its app inside the kit provider and its root element, behind
 * its own error boundary. The shell passes the remote's container (`[data-remote]`) as the `domElement` prop. A
 * container that holds the server's HTML of the remote (the first page of a visit) is hydrated, keeping what the
 * server drew; any later mount renders afresh. `texts` are the app's texts its pages need from their first render: the
 * bootstrap loads them in the page's language (kit i18n/app-texts), so the hydration finds them.
 */
export function createRemoteLifecycles({ App, texts }: { App: ComponentType; texts?: TextsLoader }) {
  function Root() {
    return <RemoteAppRoot App={App} />;
  }
  let hydrateNext = false;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: {
      createRoot: (element: Element) => createRoot(element, rootOptions),
      // A transition, as the shell's: the server's HTML is on screen, so taking it over may yield to the browser.
      hydrateRoot: (element: Element, node: React.ReactNode) => {
        let root: ReturnType<typeof hydrateRoot> | undefined;
        startTransition(() => {
          root = hydrateRoot(element, node, rootOptions);
        });
        return root as ReturnType<typeof hydrateRoot>;
      },
    },
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
    rootComponent: Root,
    // The boundary reads only `name` and `children` of the single-spa props it is given.
    errorBoundaryClass: RemoteErrorBoundary as unknown as ComponentClass<AppProps>,
  });
  return {
    bootstrap: async (props: AppProps) => {
      if (texts) await loadTexts(texts);
      return lifecycles.bootstrap(props);
    },
    mount: (props: AppProps & { domElement?: HTMLElement }) => {
      // The container is this remote's alone, so a remote root in it is this remote's server HTML.
      hydrateNext = Boolean(props.domElement?.firstElementChild?.matches('.kit-remote-root'));
      return lifecycles.mount(props);
    },
    unmount: lifecycles.unmount,
  };
}

export type RemoteLifecycles = ReturnType<typeof createRemoteLifecycles>;
