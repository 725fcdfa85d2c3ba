import { LastGoodValue } from './last-good-value.js';
import type { ListEncoding } from './accept-encoding.js';
import { encodeList, identityEtag, type Representation } from './list-encodings.js';

export interface CachedList {
  /** The identity JSON bytes and their ETag. */
  body: Buffer;
  etag: string;
  /** The same version as identity, brotli and gzip bytes, each with its own ETag. */
  representations: Readonly<Record<ListEncoding, Representation>>;
  /** Every ETag of this version: a client holding any of them holds this content. */
  etags: readonly string[];
}

/**
 * One list response, serialized and compressed once: requests are answered with the same bytes and ETags until a
 * refresh (`ListCacheRefresher`, every CONTENT_REFRESH_MS) sees different content. When the database is down a
 * refresh fails and the last good copy keeps being served; only a cache that never loaded answers with the
 * loader's error.
 */
export type ListCache = LastGoodValue<CachedList>;

export function createListCache(load: () => Promise<unknown[]>): ListCache {
  return new LastGoodValue<CachedList>(async (previous) => {
    const body = Buffer.from(JSON.stringify(await load()));
    const etag = identityEtag(body);
    // Unchanged content keeps its buffers: compressing at the top levels is the costly part.
    if (previous?.etag === etag) return previous;
    const representations = await encodeList(body, etag);
    return { body, etag, representations, etags: Object.values(representations).map((r) => r.etag) };
  });
}

/**
 * Whether `If-None-Match` names the client's copy: it may list several tags, or `*`; weak tags
 * compare equal (RFC 9110 weak comparison). `etags` may hold every tag of one version, so a copy
 * fetched in one encoding still counts when the client now asks for another.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etags: string | readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  const known = typeof etags === 'string' ? [etags] : etags;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || known.includes(strip(tag)));
}
