import { LRUCache } from 'lru-cache';

type Outcome<T> = { value: T } | { error: unknown };

const KEY = 'value';

export interface LastGoodValueOptions {
  /** `get()` reads again once the value is this old; without it the value is kept until `refresh()`. */
  ttlMs?: number;
  /** The clock the TTL is measured on (tests move it by hand). */
  now?: () => number;
}

/**
 * A value read from the database, kept by lru-cache under one key. Callers during a read share it; a failed read
 * keeps the last good value (the content cannot change while the database does not answer), and only a value never
 * read gets the failure. With a TTL that failure is kept for the TTL too, so an outage costs one query per TTL however
 * many requests come; without one, the next `get()` tries again.
 */
export class LastGoodValue<T> {
  private readonly cache: LRUCache<typeof KEY, Outcome<T>>;
  private failure: { error: unknown } | null = null;

  constructor(read: (previous: T | undefined) => Promise<T>, { ttlMs, now }: LastGoodValueOptions = {}) {
    this.cache = new LRUCache<typeof KEY, Outcome<T>>({
      max: 1,
      // Resolution 0: lru-cache would otherwise reuse one clock reading for a millisecond.
      ...(ttlMs === undefined ? {} : { ttl: ttlMs, ttlResolution: 0 }),
      ...(now ? { perf: { now } } : {}),
      fetchMethod: async (_key, stale) => {
        const previous = stale && 'value' in stale ? stale : undefined;
        try {
          const value = await read(previous?.value);
          this.failure = null;
          return { value };
        } catch (error) {
          this.failure = { error };
          if (previous === undefined && ttlMs === undefined) throw error;
          return previous ?? { error };
        }
      },
    });
  }

  /** The last good value without reading: `undefined` until the first good read. */
  peek(): T | undefined {
    // allowStale: during a read lru-cache holds the read's promise and hands out the value it replaces.
    const outcome = this.cache.peek(KEY, { allowStale: true });
    return outcome && 'value' in outcome ? outcome.value : undefined;
  }

  /** The kept value while it is fresh, else a (shared) read; rejects only while no read ever succeeded. */
  async get(): Promise<T> {
    return valueOf(await this.cache.fetch(KEY));
  }

  /** Reads now, whatever the TTL; rejects when this read failed, keeping the last good value for `get()` and `peek()`. */
  async refresh(): Promise<T> {
    const outcome = await this.cache.fetch(KEY, { forceRefresh: true });
    if (this.failure) throw this.failure.error;
    return valueOf(outcome);
  }
}

function valueOf<T>(outcome: Outcome<T> | undefined): T {
  if (outcome === undefined) throw new Error('no value read yet');
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
