import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import type { AppProps } from 'single-spa';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { RemoteErrorBoundary } from '@azmar/kit/remote/remote-error-boundary.tsx';
import { RemoteAppRoot } from '@azmar/kit/remote/remote-app-root.tsx';
import { loadTexts, type TextsLoader } from '@azmar/kit/i18n/app-texts';

// React 19 reports errors caught by a boundary with console.error by default; ours are contained and
// already reported by the boundary, so they must not look like failures of the page.
const rootOptions: RootOptions = { onCaughtError: () => {} };

/** Lets single-spa know the remote is mounted once React has committed its tree (a hydration commits in a transition). */
function WhenMounted({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  useEffect(() => onMounted(), [onMounted]);
  return children;
}

/**
 * The single-spa lifecycles of a remote: its app inside the kit provider and its root element, behind
 * its own error boundary. The shell passes the remote's container (`[data-remote]`) as the `domElement` prop. A
 * container that holds the server's HTML of the remote (the first page of a visit) is hydrated, keeping what the
 * server drew; any later mount renders afresh. `texts` are the app's texts its pages need from their first render: the
 * bootstrap loads them in the page's language (kit i18n/app-texts), so the hydration finds them.
 *
 * Written here rather than with single-spa-react (6.0.2), which did the same three steps: most of it serves what no
 * remote uses (React 16 and 17, parcels and their updates, a default error boundary, finding a container by name).
 * It was 2.2 KB gzip of every page's first load, the one part left that a page could drop when Kurdish `/` was 0.6 KB
 * over 978fe98's (issue 32, e2e/bench/first-load.mjs).
 */
export function createRemoteLifecycles({ App, texts }: { App: ComponentType; texts?: TextsLoader }) {
  const roots = new Map<string, Root>();
  return {
    bootstrap: async (_props: AppProps) => {
      if (texts) await loadTexts(texts);
    },
    mount: (props: AppProps & { domElement?: HTMLElement }) =>
      new Promise<void>((resolve) => {
        const container = props.domElement;
        if (!container) throw new Error(`${props.name}: single-spa gave no container (the domElement prop) to mount into`);
        const tree = (
          <WhenMounted onMounted={resolve}>
            <RemoteErrorBoundary name={props.name}>
              <RemoteAppRoot App={App} />
            </RemoteErrorBoundary>
          </WhenMounted>
        );
        // The container is this remote's alone, so a remote root in it is this remote's server HTML.
        if (container.firstElementChild?.matches('.kit-remote-root')) {
          // A transition, as the shell's: the server's HTML is on screen, so taking it over may yield to the browser.
          startTransition(() => {
            roots.set(props.name, hydrateRoot(container, tree, rootOptions));
          });
        } else {
          const root = createRoot(container, rootOptions);
          root.render(tree);
          roots.set(props.name, root);
        }
      }),
    unmount: async (props: AppProps) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
    },
  };
}

export type RemoteLifecycles = ReturnType<typeof createRemoteLifecycles>;
