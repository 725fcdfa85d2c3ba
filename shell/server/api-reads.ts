// How a render worker reads the API. The content lists are read once for each content revision (content-revision.ts:
// the gateway names the one its page cache's keys name with every page it hands a worker) and kept for the renders that
// follow, at most LIST_KEEP_MS. Before, the worker kept them as their `Cache-Control` allows (`max-age=1`, for the
// browsers), through undici's HTTP cache: under load every render in the second after a list went stale asked the API
// again, which made each list anew to answer 304: rendered each time under load (`/`, 10 connections, 2 cores), 23 API
// requests a second and the server's CPU 7.6–8.7 ms a page, 7.1–7.2 ms with the lists kept; against 978fe98 in
// `e2e/bench/render-throughput.mjs`, rendered `/` went from ×0.8 to ×1.1.
import { STATUS_CODES } from 'node:http';
import { LRUCache } from 'lru-cache';
import { request, type Dispatcher } from 'undici';
import { CONTENT_KINDS, contentListPath } from '@azmar/contract/content/content-dates';
import type { ApiFetch } from './render-types.js';

/**
 * The longest a list is kept under one revision. The revision is each kind's newest change, so it misses a row deleted
 * under a newer one (a seed run, a content import): such a list shows within this.
 */
const LIST_KEEP_MS = 60_000;

const LIST_PATHS: ReadonlySet<string> = new Set(CONTENT_KINDS.map(contentListPath));

type ApiAnswer = Awaited<ReturnType<ApiFetch>>;

export interface ApiReads {
  read: ApiFetch;
  /** The content revision the next renders are of: a list kept under another is read again. */
  contentIs(revision: string): void;
}

/** @param timeoutMs how long a kept list's read may take: no one render's own limit ends a read others wait for */
export function createApiReads(timeoutMs: number): ApiReads {
  let revision = '';
  const lists = new LRUCache<string, Pick<ApiAnswer, 'status' | 'headers'> & { body: string }>({
    max: 4 * LIST_PATHS.size,
    ttl: LIST_KEEP_MS,
    fetchMethod: async (key, _stale, { signal }) => {
      const answer = await send(key.slice(key.indexOf(' ') + 1), { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
      return { status: answer.status, headers: answer.headers, body: await answer.text() };
    },
  });
  return {
    async read(url, init) {
      // Until the API has named a revision, nothing is kept.
      if ((init.method ?? 'GET') !== 'GET' || revision === '' || !LIST_PATHS.has(listPathOf(url))) return send(url, init);
      const key = `${revision} ${url}`;
      const reading = lists.fetch(key);
      const kept = await (init.signal ? Promise.race([reading, aborted(init.signal)]) : reading);
      if (!kept) throw new Error(`${url}: no answer`);
      const ok = kept.status >= 200 && kept.status < 300;
      // An error is not kept: the next render asks again.
      if (!ok) lists.delete(key);
      return { ok, status: kept.status, statusText: STATUS_CODES[kept.status] ?? '', headers: kept.headers, text: async () => kept.body };
    },
    contentIs(next) {
      revision = next;
    },
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
