import React, { type ComponentClass, type ComponentType } from 'react';
import type { AppProps } from 'single-spa';
import { createRoot, type RootOptions } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { RemoteErrorBoundary } from '@azmar/kit/remote/remote-error-boundary.tsx';
import { RemoteRoot } from '@azmar/kit/remote/remote-root.tsx';

// React 19 reports errors caught by a boundary with console.error by default; ours are contained and
// already reported by the boundary, so they must not look like failures of the page.
const rootOptions: RootOptions = { onCaughtError: () => {} };

/**
 * The single-spa lifecycles of a remote: its app inside the kit provider and its root element, behind
 * its own error boundary. The shell passes the slot element as the `domElement` prop.
 */
export function createRemoteLifecycles({ mfe, App }: { mfe: string; App: ComponentType }) {
  function Root() {
    return (
      <KitProvider>
        <RemoteRoot mfe={mfe}>
          <App />
        </RemoteRoot>
      </KitProvider>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: { createRoot: (element: Element) => createRoot(element, rootOptions) },
    rootComponent: Root,
    // The boundary reads only `name` and `children` of the single-spa props it is given.
    errorBoundaryClass: RemoteErrorBoundary as unknown as ComponentClass<AppProps>,
  });
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount };
}

export type RemoteLifecycles = ReturnType<typeof createRemoteLifecycles>;
