import type { RemoteName } from '@azmar/contract/routes/route-manifest';

let remotesElement: HTMLElement | null = null;

/** The element inside `#remote-outlet` that holds the remotes' containers and that React never fills; set by its ref. */
export function setRemotesElement(element: HTMLElement | null): void {
  remotesElement = element;
}

/**
 * Each remote gets its own container (`[data-remote="mfe-catalogue"]`, single-spa's `domElement`), created outside
 * React's tree so that the shell's React never reconciles what a remote's React renders.
 */
export function containerFor(name: RemoteName): HTMLElement {
  // Hydrating a server-rendered page, the outlet is in the DOM before React has committed (and set the ref).
  remotesElement ??= document.querySelector<HTMLElement>('#remote-outlet > .remote-outlet__remotes');
  if (!remotesElement) throw new Error('the remote outlet is not rendered yet');
  const existing = remotesElement.querySelector<HTMLElement>(`[data-remote="${name}"]`);
  if (existing) return existing;
  const container = document.createElement('div');
  container.dataset.remote = name;
  remotesElement.appendChild(container);
  return container;
}

/**
 * Empties a remote's container when the remote does not run here: the server's HTML of a remote that could not be
 * loaded in the browser (the outlet shows its load error instead) or that the visitor has left before it loaded.
 */
export function clearUnmountedContainer(name: RemoteName): void {
  remotesElement?.querySelector<HTMLElement>(`[data-remote="${name}"]`)?.replaceChildren();
}
