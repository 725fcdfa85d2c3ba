import type { RemoteName } from '@azmar/contract/routes/route-manifest';

let host: HTMLElement | null = null;

/** The element (inside `#remote-slot`) the shell's React renders for remotes; set by the slot's ref. */
export function setRemoteHost(element: HTMLElement | null): void {
  host = element;
}

/**
 * Each remote gets its own container in the host, created outside React's tree so that the shell's
 * React never reconciles what a remote's React renders.
 */
export function containerFor(name: RemoteName): HTMLElement {
  // Hydrating a server-rendered page, the slot is in the DOM before React has committed (and set the ref).
  host ??= document.querySelector<HTMLElement>('#remote-slot > .remote-host');
  if (!host) throw new Error('the remote slot is not rendered yet');
  const existing = host.querySelector<HTMLElement>(`[data-remote-container="${name}"]`);
  if (existing) return existing;
  const container = document.createElement('div');
  container.dataset.remoteContainer = name;
  host.appendChild(container);
  return container;
}

/**
 * Empties a remote's container when the remote does not run here: the server's HTML of a remote that could not be
 * loaded in the browser (the slot shows its load error instead) or that the visitor has left before it loaded.
 */
export function clearUnmountedContainer(name: RemoteName): void {
  host?.querySelector<HTMLElement>(`[data-remote-container="${name}"]`)?.replaceChildren();
}
