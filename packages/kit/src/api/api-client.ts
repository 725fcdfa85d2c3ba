import { fetchableUrl, serverApiFetch, type ApiAnswer } from '@azmar/kit/api/server-api-origin';

export type On401 = 'throw' | 'returnNull';

export interface ApiRequestOptions {
  /** What a 401 does: throw like every other non-OK status (default) or resolve to null. */
  on401?: On401;
  signal?: AbortSignal;
  /** More request headers (the staff inbox's `X-CSRF-Token` on a change). */
  headers?: Record<string, string>;
}

/**
 * docs/product.md §14: a non-OK response becomes an error whose message is "<status>: <body text, or status text if
 * empty>". It also keeps the status, the body and the headers, for callers that answer a status in their own
 * words (the contact form: the API's per-field messages of a 400, the `Retry-After` of a 429).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly headers: Headers,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

export async function throwIfNotOk(response: ApiAnswer): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new ApiError(response.status, body, response.headers, response.statusText);
}

/**
 * Every call of the site: cookies included, a JSON content type only when there is a body.
 * Resolves to the parsed JSON body (or null for an empty body, or a 401 with `on401: 'returnNull'`).
 */
export async function apiRequest<T>(method: string, url: string, body?: unknown, options: ApiRequestOptions = {}): Promise<T | null> {
  const init: RequestInit = { method, credentials: 'include' };
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const target = fetchableUrl(url);
  // A server render reads the API nearby (loopback, or the stack's own network): the plain bytes cost less than
  // inflating compressed ones, which took 10% of a render of `/` (2-core machine).
  if (target !== url) headers['Accept-Encoding'] = 'identity';
  if (Object.keys(headers).length > 0) init.headers = headers;
  if (options.signal) init.signal = options.signal;
  const response: ApiAnswer = await (target !== url ? serverApiFetch() : fetch)(target, init);
  if (response.status === 401 && options.on401 === 'returnNull') {
    // Read to its end all the same: a body left unread keeps the request open (the page never goes network-idle).
    await response.text().catch(() => '');
    return null;
  }
  await throwIfNotOk(response);
  const text = await response.text();
  return text ? (JSON.parse(text) as T) : null;
}
