// When the API's content last changed (services, projects, products), for the sitemap's <lastmod>: asked of the
// API with a short timeout and kept for a little while, so a crawler fetching the sitemap costs the API at most
// one small request a TTL. Never throws: with no answer the sitemap simply goes without dates.
import { CONTENT_DATES_PATH, parseContentDates } from '@azmar/contract/content/content-dates';

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
  /** @type {import('@azmar/contract/content/content-dates').ContentDates | null} */
  let dates = null;
  let freshUntil = -Infinity;
  /** @type {Promise<void> | null} */
  let asking = null;

  async function ask() {
    const fetched = await fetchDates(apiTarget(), timeoutMs);
    if (fetched) dates = fetched;
    freshUntil = now() + (fetched ? ttlMs : retryMs);
  }

  return async function contentDates() {
    if (now() >= freshUntil) {
      // Concurrent sitemap requests share one request to the API.
      asking ??= ask().finally(() => {
        asking = null;
      });
      await asking;
    }
    return dates;
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
