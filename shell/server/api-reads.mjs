// How a render worker reads the API: through an HTTP cache (RFC 9111, undici's), so a list the API says may be kept
// (`public, max-age=60, must-revalidate`) is read once a minute by each worker, then revalidated by its ETag, instead
// of once per page. Rendered each time (e2e/bench/render-throughput.mjs, 10 connections, 2 cores, against the
// runtime's `fetch` in alternating slices): `/` ×1.6, `/products?lang=ku` ×1.5, `/contact` ×1.1.
//
// Each page parses its lists anew. One parse of each version of a list, frozen and shared by every page (with its JSON
// in the pages' state written once), gained `/` ×1.2 and `/products?lang=ku` ×1.1 in the same bench: not needed for
// the render service's target (docs/operations.md), for 80 lines and shared data no render could change.
import { STATUS_CODES } from 'node:http';
import { Agent, cacheStores, interceptors, request } from 'undici';

/**
 * The render's reads of the API, by undici's `request` through that cache, answered with what the kit's API client
 * reads of a fetch Response. Not undici's `fetch`: its Request, Headers and web-stream machinery, cache hits included,
 * took a render of `/` (one after another in one thread, brotli included) from 4.7 to 5.4 ms.
 * @returns {import('@azmar/kit/api/server-api-origin').ServerApiFetch}
 */
export function createApiReads() {
  const dispatcher = new Agent().compose(interceptors.cache({ store: new cacheStores.MemoryCacheStore({ maxSize: 32 * 1024 * 1024 }) }));
  return async (url, init) => {
    const answer = await request(url, {
      method: /** @type {import('undici').Dispatcher.HttpMethod} */ (init.method ?? 'GET'),
      headers: /** @type {Record<string, string> | undefined} */ (init.headers),
      body: /** @type {string | undefined} */ (init.body ?? undefined),
      signal: init.signal ?? undefined,
      dispatcher,
    });
    return {
      ok: answer.statusCode >= 200 && answer.statusCode < 300,
      status: answer.statusCode,
      statusText: STATUS_CODES[answer.statusCode] ?? '',
      // Made only when asked: only an error's answer is (a 429's Retry-After).
      get headers() {
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (Array.isArray(value)) for (const each of value) headers.append(name, each);
          else if (value !== undefined) headers.set(name, value);
        }
        return headers;
      },
      text: () => answer.body.text(),
    };
  };
}
