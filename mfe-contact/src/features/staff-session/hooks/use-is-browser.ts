import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once the page's code runs it: what must not be in the
 * server's HTML (anything of a session) renders only then, and hydration still matches the server's HTML.
 */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
