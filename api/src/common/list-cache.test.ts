import { describe, expect, it, vi } from 'vitest';
import { ListCache, matchesEtag } from './list-cache.js';

describe('ListCache', () => {
  it('serializes once and serves the same bytes and ETag until the content changes', async () => {
    let items = [{ id: 1 }];
    const load = vi.fn(async () => items);
    const cache = new ListCache(load);
    const first = await cache.get();
    expect(first.body.toString()).toBe('[{"id":1}]');
    expect(await cache.get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    expect(await cache.refresh()).toBe(first);
    items = [{ id: 2 }];
    const changed = await cache.refresh();
    expect(changed.body.toString()).toBe('[{"id":2}]');
    expect(changed.etag).not.toBe(first.etag);
  });

  it('keeps the last good copy when a refresh fails, and fails only when it never loaded', async () => {
    let fail = false;
    const cache = new ListCache(async () => {
      if (fail) throw new Error('database down');
      return [{ id: 1 }];
    });
    const good = await cache.get();
    fail = true;
    await expect(cache.refresh()).rejects.toThrow('database down');
    expect(await cache.get()).toBe(good);

    const empty = new ListCache(async () => {
      throw new Error('database down');
    });
    await expect(empty.get()).rejects.toThrow('database down');
  });

  it('shares one load between concurrent callers', async () => {
    const load = vi.fn(async () => [{ id: 1 }]);
    const cache = new ListCache(load);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('matchesEtag', () => {
  it('compares weakly and understands lists and *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
