import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createListCache, matchesEtag } from './list-cache.js';

describe('createListCache', () => {
  it('serializes once and serves the same bytes and ETag until the content changes', async () => {
    let items = [{ id: 1 }];
    const load = vi.fn(async () => items);
    const cache = createListCache(load);
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
    const cache = createListCache(async () => {
      if (fail) throw new Error('database down');
      return [{ id: 1 }];
    });
    const good = await cache.get();
    fail = true;
    await expect(cache.refresh()).rejects.toThrow('database down');
    expect(await cache.get()).toBe(good);

    const empty = createListCache(async () => {
      throw new Error('database down');
    });
    await expect(empty.get()).rejects.toThrow('database down');
  });

  it('keeps brotli and gzip copies of each version, decompressing to the identity bytes, each with its own ETag', async () => {
    let items: unknown[] = [{ id: 1, title: 'کۆمپانیای ئەزمار' }];
    const cache = createListCache(async () => items);
    const first = await cache.get();
    const { identity, br, gzip } = first.representations;
    expect(identity).toEqual({ encoding: 'identity', body: first.body, etag: first.etag });
    expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(first.body)).toBe(true);
    expect(br.etag).toBe(`${first.etag.slice(0, -1)}-br"`);
    expect(gzip.etag).toBe(`${first.etag.slice(0, -1)}-gz"`);
    expect([...first.etags].sort()).toEqual([br.etag, gzip.etag, identity.etag].sort());

    // Unchanged content is not compressed again: the very same buffers stay.
    expect((await cache.refresh()).representations.br.body).toBe(br.body);
    items = [{ id: 2 }];
    const changed = await cache.refresh();
    expect(brotliDecompressSync(changed.representations.br.body).toString()).toBe('[{"id":2}]');
    for (const etag of changed.etags) expect(first.etags).not.toContain(etag);
  });

  it('shares one load between concurrent callers', async () => {
    const load = vi.fn(async () => [{ id: 1 }]);
    const cache = createListCache(load);
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

  it('matches any of the tags of one version', () => {
    const etags = ['"abc"', '"abc-br"', '"abc-gz"'];
    expect(matchesEtag('"abc-gz"', etags)).toBe(true);
    expect(matchesEtag('W/"abc-br"', etags)).toBe(true);
    expect(matchesEtag('"x", "abc"', etags)).toBe(true);
    expect(matchesEtag('*', etags)).toBe(true);
    expect(matchesEtag('"abc-zz"', etags)).toBe(false);
  });
});
