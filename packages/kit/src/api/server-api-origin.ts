/**
 * Where the API is for code running on the server (the render service prefetching a page's lists): the site's
 * relative `/api/...` URLs have no page origin there. On `globalThis` under a registered symbol, so that every
 * app's copy of the API client (not a federation singleton) sees the one origin the render service sets.
 */
const KEY = Symbol.for('azmar.server-api-origin');

type WithOrigin = typeof globalThis & { [KEY]?: string };

export function setServerApiOrigin(origin: string): void {
  (globalThis as WithOrigin)[KEY] = origin.replace(/\/+$/, '');
}

/** `url` as the current runtime can fetch it: unchanged in a browser, against the server's API origin on the server. */
export function fetchableUrl(url: string): string {
  const origin = (globalThis as WithOrigin)[KEY];
  return typeof window === 'undefined' && origin && url.startsWith('/') ? `${origin}${url}` : url;
}
