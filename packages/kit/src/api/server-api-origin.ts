/**
 * Where the API is for code running on the server (a render worker prefetching a page's lists), and how it reads
 * it there: the site's relative `/api/...` URLs have no page origin on the server. On `globalThis` under registered
 * symbols, so that every app's copy of the API client (not a federation singleton) sees what the render worker set.
 */
const ORIGIN_KEY = Symbol.for('azmar.server-api-origin');
const FETCH_KEY = Symbol.for('azmar.server-api-fetch');

/** What the API client reads of an answer: a fetch `Response` has it, and so does the render worker's lighter reader. */
export type ApiAnswer = Pick<Response, 'ok' | 'status' | 'statusText' | 'headers' | 'text'>;

/** How code on the server reads the API. */
export type ServerApiFetch = (url: string, init: RequestInit) => Promise<ApiAnswer>;

type WithServerApi = typeof globalThis & { [ORIGIN_KEY]?: string; [FETCH_KEY]?: ServerApiFetch };

/**
 * @param apiFetch how the server reads the API (the render worker's, with an HTTP cache that keeps what the API's
 *   Cache-Control allows); the runtime's `fetch` when not given
 */
export function setServerApiOrigin(origin: string, apiFetch?: ServerApiFetch): void {
  const server = globalThis as WithServerApi;
  server[ORIGIN_KEY] = origin.replace(/\/+$/, '');
  if (apiFetch) server[FETCH_KEY] = apiFetch;
  else delete server[FETCH_KEY];
}

/** `url` as the current runtime can fetch it: unchanged in a browser, against the server's API origin on the server. */
export function fetchableUrl(url: string): string {
  const origin = (globalThis as WithServerApi)[ORIGIN_KEY];
  return typeof window === 'undefined' && origin && url.startsWith('/') ? `${origin}${url}` : url;
}

/** The fetch for the server's reads of the API (a URL `fetchableUrl` moved): the render worker's, if it set one. */
export function serverApiFetch(): ServerApiFetch {
  return (globalThis as WithServerApi)[FETCH_KEY] ?? fetch;
}
