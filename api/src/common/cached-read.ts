import { Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

/**
 * A database read kept in lru-cache for `ttlMs`, so requests do not each query the database and a change (a seed
 * run) shows within `ttlMs`. Once the kept value is older, callers get it at once while one read renews it
 * (stale-while-revalidate); a read that fails keeps the last value for another `ttlMs` (stale-if-error), so a
 * database outage costs one query per `ttlMs` and visitors keep the lists they had. Only a value never read fails
 * (the caller answers 503).
 */
export function cachedRead<T extends object>(name: string, ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  const logger = new Logger(name);
  const cache = new LRUCache<'value', T>({
    max: 1,
    ttl: ttlMs,
    allowStale: true,
    fetchMethod: async (_key, stale) => {
      try {
        return await read();
      } catch (error) {
        if (stale === undefined) throw error;
        logger.warn(`The database did not answer; serving the last value read: ${(error as Error).message}`);
        return stale;
      }
    },
  });
  return async () => (await cache.fetch('value')) as T;
}
