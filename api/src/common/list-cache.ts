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
 * One list response, serialized and compressed once: requests are answered with the same bytes
 * and ETags until a refresh sees different content. When the database is down a refresh fails
 * and the last good copy keeps being served; only a cache that never loaded answers with the
 * loader's error.
 */
export class ListCache<T> {
  private current: CachedList | null = null;
  private loading: Promise<CachedList> | null = null;

  constructor(private readonly load: () => Promise<T[]>) {}

  /** The current copy without loading: `null` until the first successful load. */
  peek(): CachedList | null {
    return this.current;
  }

  async get(): Promise<CachedList> {
    return this.current ?? this.refresh();
  }

  /** Reloads; concurrent callers share one query. Compresses only when the content changed. */
  refresh(): Promise<CachedList> {
    this.loading ??= this.load()
      .then(async (items) => {
        const body = Buffer.from(JSON.stringify(items));
        const etag = identityEtag(body);
        if (this.current?.etag === etag) return this.current;
        const representations = await encodeList(body, etag);
        this.current = { body, etag, representations, etags: Object.values(representations).map((r) => r.etag) };
        return this.current;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
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
