/**
 * The URL a server render is for, and in the browser the URL the server rendered the page for. Hydration must read
 * that one, not the live URL: a remote still hydrating when the visitor has already clicked to another page would
 * otherwise render the new path over the old page's HTML (a hydration error, and the tree drawn again).
 * Kept on `globalThis` under a registered symbol rather than in a module: every app bundles its own copy of the
 * routing hooks (they are not federation singletons), and on the server all of them must read the one URL the
 * render service is rendering (one render at a time per process).
 */
const KEY = Symbol.for('azmar.server-location');

export interface ServerLocation {
  /** Normalized path, e.g. `/projects`. */
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
}

type WithLocation = typeof globalThis & { [KEY]?: ServerLocation };

export function setServerLocation(location: ServerLocation): void {
  (globalThis as WithLocation)[KEY] = location;
}

/** The URL being rendered on the server; `/` when none was set. */
export function serverLocation(): ServerLocation {
  return renderedLocation() ?? { path: '/', search: '' };
}

/**
 * The URL the page's HTML was rendered for, if one was set: on the server, the one being rendered; in the browser,
 * the one the shell records before it hydrates a server-rendered page.
 */
export function renderedLocation(): ServerLocation | undefined {
  return (globalThis as WithLocation)[KEY];
}
