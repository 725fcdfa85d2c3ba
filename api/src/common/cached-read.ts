import { Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

/**
 * A database read kept in lru-cache for `ttlMs`, so requests do not each query the database and a change (a seed
 * run, a publish) shows within `ttlMs`. Once the kept value is older, callers get it at once while one read renews it
 * (stale-while-revalidate, up to `maxStaleMs`); a read that fails keeps the last value for another `ttlMs`
 * (stale-if-error), so a database outage costs one query per `ttlMs` and visitors keep the lists they had. Only a
 * value never read fails (the caller answers 503). Each instance reads the database itself: nothing here relies on
 * being told of a change, so every replica shows it within the same time.
 *
 * `maxStaleMs`: how long past `ttlMs` the kept value may still be answered at once while one read renews it; past
 * that, callers wait for the read (and get the kept value only if it fails). Unbounded unless given: the content lists
 * bound it, so a publish shows within `ttlMs + maxStaleMs` even on an instance nobody asked for a while.
 */
export function cachedRead<T extends object>(
  name: string,
  ttlMs: number,
  read: () => Promise<T>,
  { maxStaleMs = Infinity }: { maxStaleMs?: number } = {},
): () => Promise<T> {
  const logger = new Logger(name);
  /** When the kept value was read, or last kept through a failure. */
  let keptAt = 0;
  const cache = new LRUCache<'value', T>({
    max: 1,
    ttl: ttlMs,
    allowStale: true,
    fetchMethod: async (_key, stale) => {
      try {
        const value = await read();
        keptAt = Date.now();
        return value;
      } catch (error) {
        if (stale === undefined) throw error;
        logger.warn(`The database did not answer; serving the last value read: ${(error as Error).message}`);
        keptAt = Date.now();
        return stale;
      }
    },
  });
  return async () => {
    const tooOld = keptAt > 0 && Date.now() - keptAt > ttlMs + maxStaleMs;
    return (await cache.fetch('value', tooOld ? { allowStale: false, forceRefresh: true } : {})) as T;
  };
}
