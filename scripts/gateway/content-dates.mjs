// When the API's content last changed (services, projects, products), for the sitemap's <lastmod>: asked of the
// API with a short timeout and kept for a little while, so a crawler fetching the sitemap costs the API at most
// one small request a TTL. Never throws: with no answer the sitemap simply goes without dates.
import { CONTENT_DATES_PATH, parseContentDates } from '@azmar/contract/content/content-dates';
import { LRUCache } from 'lru-cache';

/**
 * @typedef {object} ContentDatesOptions
 * @property {() => string | null} apiTarget base URL of the API (no path), asked on every look-up; null: no API
 * @property {number} [ttlMs] how long an answer is reused
 * @property {number} [retryMs] how long to wait before asking again after a failure
 * @property {number} [timeoutMs] how long one request may take (the sitemap waits for it)
 * @property {() => number} [now]
 */

/**
 * @param {ContentDatesOptions} options
 * @returns {() => Promise<import('@azmar/contract/content/content-dates').ContentDates | null>} the latest dates;
 *   after a failed request the last good ones (content cannot have changed through an API that does not answer
 *   for long), or null when there never were any
 */
export function createContentDates({ apiTarget, ttlMs = 30_000, retryMs = 5_000, timeoutMs = 1_000, now = Date.now }) {
  // One entry in lru-cache, as the API keeps its lists (api/src/common/last-good-value.ts): concurrent sitemap
  // requests share its one request to the API. Wrapped, because lru-cache keeps no null.
  /** @type {LRUCache<'dates', { dates: import('@azmar/contract/content/content-dates').ContentDates | null }>} */
  const cache = new LRUCache({
    max: 1,
    ttl: ttlMs,
    // Resolution 0: lru-cache would otherwise reuse one clock reading for a millisecond.
    ttlResolution: 0,
    perf: { now },
    fetchMethod: async (_key, stale, { options }) => {
      const fetched = await fetchDates(apiTarget(), timeoutMs);
      // A failure is asked again sooner than a success, and meanwhile the last good dates stand.
      if (!fetched) options.ttl = retryMs;
      return { dates: fetched ?? stale?.dates ?? null };
    },
  });
  return async function contentDates() {
    return (await cache.fetch('dates'))?.dates ?? null;
  };
}

/**
 * @param {string | null} target
 * @param {number} timeoutMs
 */
async function fetchDates(target, timeoutMs) {
  if (!target) return null;
  try {
    const response = await fetch(new URL(CONTENT_DATES_PATH, target), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    return parseContentDates(await response.json());
  } catch {
    return null;
  }
}
