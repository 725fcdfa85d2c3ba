// How a render worker reads the API. A content list is kept as long as its `Cache-Control` max-age allows
// (LIST_MAX_AGE_SECONDS, 1 s), and the renders that ask for it while it is read share that one read. Before, undici's
// HTTP cache kept it the same time, but every render that asked after it went stale revalidated it at the API on its
// own: rendered each time under load (`/`, 10 connections, 2 cores), 23 API requests a second, where one shared read
// makes at most one a second for each list and worker (`e2e/bench/render-throughput.mjs` measures the pages).
import { STATUS_CODES } from 'node:http';
import { LRUCache } from 'lru-cache';
import { request, type Dispatcher } from 'undici';
import { CONTENT_KINDS, contentListPath } from '@azmar/contract/content/content-dates';
import type { ApiFetch } from './render-types.js';

const LIST_PATHS: ReadonlySet<string> = new Set(CONTENT_KINDS.map(contentListPath));

type ApiAnswer = Awaited<ReturnType<ApiFetch>>;

/** How long an answer may be kept: its `max-age`, in ms; 0 for one that may not be kept. */
function keepMs(answer: Pick<ApiAnswer, 'ok' | 'headers'>): number {
  const cacheControl = answer.headers.get('cache-control') ?? '';
  const maxAge = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl)?.[1];
  return answer.ok && maxAge && !/no-store|no-cache|private/i.test(cacheControl) ? Number(maxAge) * 1000 : 0;
}

/** @param timeoutMs how long a shared read may take: no one render's own limit ends a read others wait for */
export function createApiReads(timeoutMs: number): ApiFetch {
  const lists = new LRUCache<string, Pick<ApiAnswer, 'ok' | 'status' | 'headers'> & { body: string }>({
    max: 2 * LIST_PATHS.size,
    // Each list's own max-age (below); this only bounds what a wrong header could keep.
    ttl: 60_000,
    fetchMethod: async (url, _stale, { signal, options }) => {
      const answer = await send(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
      const kept = { ok: answer.ok, status: answer.status, headers: answer.headers, body: await answer.text() };
      options.ttl = keepMs(kept) || 1;
      return kept;
    },
  });
  return async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET' || !LIST_PATHS.has(listPathOf(url))) return send(url, init);
    const reading = lists.fetch(url);
    const kept = await (init.signal ? Promise.race([reading, aborted(init.signal)]) : reading);
    if (!kept) throw new Error(`${url}: no answer`);
    // What may not be kept (an error, a list without max-age) is for the renders that asked for this read only.
    if (keepMs(kept) === 0) lists.delete(url);
    return { ok: kept.ok, status: kept.status, statusText: STATUS_CODES[kept.status] ?? '', headers: kept.headers, text: async () => kept.body };
  };
}

function listPathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.search === '' ? parsed.pathname : '';
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * One read by undici's `request`. Not undici's `fetch`: its Request, Headers and web-stream machinery took a render of
 * `/` from 4.7 to 5.4 ms.
 */
async function send(url: string, init: Parameters<ApiFetch>[1]): Promise<ApiAnswer> {
  const answer = await request(url, {
    method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
    headers: init.headers as Record<string, string> | undefined,
    body: init.body as string | undefined,
    signal: init.signal ?? undefined,
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
}
