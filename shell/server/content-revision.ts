// Which content the gateway's page cache holds pages of. Every gateway asks its API for the content dates (the newest
// change of each kind, read from the database) every CONTENT_POLL_MS, and its page cache's keys name the content as
// it was CONTENT_SETTLE_MS ago: a publish then reaches every page of every instance once the API's own short reads
// have caught up, without any instance being told (nothing to miss when there are several), however long
// RENDER_CACHE_MS is. Publish to page: at most about CONTENT_REFRESH_MS × 2 (the API) + CONTENT_POLL_MS +
// CONTENT_SETTLE_MS + one render (e2e/bench/publish-to-page.mjs measures it).
import { CONTENT_DATES_PATH } from '@azmar/contract/content/content-dates';

export interface ContentRevisionOptions {
  pollMs: number;
  settleMs: number;
  timeoutMs?: number;
  now?: () => number;
}

export interface ContentRevision {
  /** The content the page cache's keys name now ('' until the API first answered). */
  current(): string;
  close(): void;
}

export function watchContentRevision(apiOrigin: () => string | null, options: ContentRevisionOptions): ContentRevision {
  const now = options.now ?? Date.now;
  /** Each revision seen, oldest first, with when it was first seen; the first one counts as settled at once. */
  let seen: { revision: string; at: number }[] = [];
  let polling = false;
  async function poll(): Promise<void> {
    const origin = apiOrigin();
    if (polling || !origin) return;
    polling = true;
    try {
      const response = await fetch(new URL(CONTENT_DATES_PATH, origin), { signal: AbortSignal.timeout(options.timeoutMs ?? 1000) });
      const revision = response.ok ? await response.text() : null;
      if (revision !== null && revision !== seen.at(-1)?.revision) seen = [...seen.slice(-4), { revision, at: seen.length === 0 ? 0 : now() }];
    } catch {
      // The API is away: the pages keep the content they had.
    } finally {
      polling = false;
    }
  }
  void poll();
  const timer = setInterval(() => void poll(), options.pollMs);
  timer.unref();
  return {
    current() {
      const settled = seen.filter((entry) => entry.at <= now() - options.settleMs);
      return settled.at(-1)?.revision ?? seen[0]?.revision ?? '';
    },
    close: () => clearInterval(timer),
  };
}
