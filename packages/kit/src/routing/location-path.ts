import { useSyncExternalStore } from 'react';

/** `/about/` and `/about` are the same route; the root stays `/`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

// single-spa fires its routing event after every navigation it handles; popstate covers back/forward
// (and pushState once single-spa is started, which patches history to emit it).
const EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void): () => void {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
}

function currentPath(): string {
  return normalizePath(window.location.pathname);
}

/** The current (normalized) path, re-rendering on client-side navigation. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, currentPath, () => '/');
}
