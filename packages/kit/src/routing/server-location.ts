import { useRequestContext } from '@azmar/kit/render/request-context';

/**
 * In the browser, the URL the server rendered the page for. Hydration must read that one, not the live URL: a
 * remote still hydrating when the visitor has already clicked to another page would otherwise render the new path
 * over the old page's HTML (a hydration error, and the tree drawn again). On the server, the URL being rendered is
 * the request's own (render/request-context); nothing is recorded here.
 * Kept on `globalThis` under a registered symbol rather than in a module: every app bundles its own copy of the
 * routing hooks (they are not federation singletons), and all of them must read the one URL the shell recorded.
 */
const KEY = Symbol.for('azmar.server-location');

export interface ServerLocation {
  /** Normalized path, e.g. `/projects`. */
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
}

type WithLocation = typeof globalThis & { [KEY]?: ServerLocation };

export function recordRenderedLocation(location: ServerLocation): void {
  (globalThis as WithLocation)[KEY] = location;
}

/** The URL the shell recorded, before it hydrates a server-rendered page, as the one the page's HTML was rendered for. */
function renderedLocation(): ServerLocation | undefined {
  return (globalThis as WithLocation)[KEY];
}

/** The URL the HTML is (or was) rendered for: on the server the request's, in the browser the one recorded above. */
export function useRenderedLocation(): ServerLocation | undefined {
  return useRequestContext()?.location ?? renderedLocation();
}
