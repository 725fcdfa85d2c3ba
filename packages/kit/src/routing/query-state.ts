import { useCallback, useSyncExternalStore } from 'react';
import { notifyLocationChange, subscribeToLocation } from '@azmar/kit/routing/location-path';
import { useRenderedLocation, type ServerLocation } from '@azmar/kit/routing/server-location';

export interface QueryStateOptions {
  /** `replace` (default): a filter change is no new history entry; `push`: Back undoes it. */
  history?: 'replace' | 'push';
}

function readParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/** While rendering on the server or hydrating: the URL the page was rendered for (routing/location-path). */
function readServerParam(name: string, rendered: ServerLocation | undefined): string | null {
  if (rendered) return new URLSearchParams(rendered.search).get(name);
  return typeof window === 'undefined' ? null : readParam(name);
}

/**
 * One URL query parameter as state, e.g. `useQueryState('category', 'all')`: the URL is the single source,
 * so a filter survives a reload and can be shared. The default value is kept out of the URL. On the server it
 * reads the URL being rendered (routing/server-location).
 */
export function useQueryState(name: string, defaultValue: string, options: QueryStateOptions = {}): [string, (next: string) => void] {
  const rendered = useRenderedLocation();
  const value = useSyncExternalStore(
    subscribeToLocation,
    () => readParam(name),
    () => readServerParam(name, rendered),
  );
  const mode = options.history ?? 'replace';
  const setValue = useCallback(
    (next: string) => {
      const url = new URL(window.location.href);
      if (next === defaultValue) url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      const target = `${url.pathname}${url.search}${url.hash}`;
      if (target === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      if (mode === 'push') window.history.pushState(window.history.state, '', target);
      else window.history.replaceState(window.history.state, '', target);
      notifyLocationChange();
    },
    [name, defaultValue, mode],
  );
  return [value ?? defaultValue, setValue];
}
