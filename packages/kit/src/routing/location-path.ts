import { useSyncExternalStore } from 'react';
import { normalizePath } from '@azmar/contract/routes/route-manifest';
import { useRenderedLocation, type ServerLocation } from '@azmar/kit/routing/server-location';

/**
 * Fired by the kit's own URL writes (`useQueryState`): without single-spa started (a remote's unit tests,
 * or before the shell starts it) a pushState/replaceState tells no one. Every app copy of the kit listens
 * for this name, so it must never change.
 */
const LOCATION_CHANGE_EVENT = 'azmar:location-change';

// single-spa fires its routing event after every navigation it handles; popstate covers back/forward
// (and pushState once single-spa is started, which patches history to emit it).
const EVENTS = ['popstate', 'single-spa:routing-event', LOCATION_CHANGE_EVENT] as const;

/** Calls `onChange` after every client-side change of the URL; returns the unsubscribe. */
export function subscribeToLocation(onChange: () => void): () => void {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
}

/** Tells every location hook of the page that the URL changed. */
export function notifyLocationChange(): void {
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}

function currentPath(): string {
  return normalizePath(window.location.pathname);
}

/**
 * The path a server render is for; in the browser (hydrating a server-rendered page) the one the server rendered,
 * even if the visitor has navigated since. Without one: `/` on the server, the page's own in the browser.
 */
function serverPath(rendered: ServerLocation | undefined): string {
  return rendered?.path ?? (typeof window === 'undefined' ? '/' : currentPath());
}

/** The current (normalized) path, re-rendering on client-side navigation; on the server, the path being rendered. */
export function useLocationPath(): string {
  const rendered = useRenderedLocation();
  return useSyncExternalStore(subscribeToLocation, currentPath, () => serverPath(rendered));
}

/** The query string being rendered on the server or hydrated (the URL the page's HTML was rendered for), else the page's. */
function serverSearch(rendered: ServerLocation | undefined): string {
  return rendered?.search ?? (typeof window === 'undefined' ? '' : window.location.search);
}

/** The current query string with its `?` (or ''), re-rendering on client-side navigation; on the server, the one being rendered. */
export function useLocationSearch(): string {
  const rendered = useRenderedLocation();
  return useSyncExternalStore(
    subscribeToLocation,
    () => window.location.search,
    () => serverSearch(rendered),
  );
}
