import type { ComponentType } from 'react';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { RemoteRoot } from '@azmar/kit/remote/remote-root.tsx';

/**
 * A remote's whole tree, as its single-spa lifecycles mount it in the browser and as the render workers render
 * it on the server: one component for both, so the browser's first render matches the server's HTML.
 */
export function RemoteAppRoot({ App }: { App: ComponentType }) {
  return (
    <KitProvider>
      <RemoteRoot>
        <App />
      </RemoteRoot>
    </KitProvider>
  );
}
