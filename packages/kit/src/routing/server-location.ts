/**
 * The URL a server render is for. Kept on `globalThis` under a registered symbol rather than in a module: every app
 * bundles its own copy of the routing hooks (they are not federation singletons), and on the server all of them
 * must read the one URL the render service is rendering (one render at a time per process).
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
  return (globalThis as WithLocation)[KEY] ?? { path: '/', search: '' };
}
