import { createHash } from 'node:crypto';

export interface CachedList {
  body: Buffer;
  etag: string;
}

/**
 * One list response, serialized once: requests are answered with the same bytes and ETag until
 * a refresh sees different content. When the database is down a refresh fails and the last good
 * copy keeps being served; only a cache that never loaded answers with the loader's error.
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

  /** Reloads; concurrent callers share one query. */
  refresh(): Promise<CachedList> {
    this.loading ??= this.load()
      .then((items) => {
        const body = Buffer.from(JSON.stringify(items));
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        if (this.current?.etag !== etag) this.current = { body, etag };
        return this.current;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}

/** `If-None-Match` may list several tags, or `*`; weak tags compare equal (RFC 9110 weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === etag);
}
