import type { OutgoingHttpHeaders } from 'node:http';
import type { ListEncoding } from './accept-encoding.js';
import { type CachedList, matchesEtag } from './list-cache.js';
import type { Representation } from './list-encodings.js';

/** The headers of one representation: for its 200 and for its 304. */
export interface ListHeaders {
  ok: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

/**
 * What to answer a list request with, decided the same way by the fast path and the controllers:
 * the negotiated representation, and 304 when `If-None-Match` names any tag of this version (a
 * copy the client holds in another encoding is still this content).
 */
export function chooseListResponse(
  current: CachedList,
  encoding: ListEncoding,
  ifNoneMatch: string | undefined,
): { representation: Representation; notModified: boolean } {
  return { representation: current.representations[encoding], notModified: matchesEtag(ifNoneMatch, current.etags) };
}

/**
 * Headers for a representation. `Vary: Accept-Encoding` on every answer, identity included, so a
 * shared cache never hands compressed bytes to a client that did not ask for them (or the
 * reverse); a 304 repeats ETag, Cache-Control and Vary as RFC 9110 §15.4.5 requires.
 */
export function listHeaders(representation: Representation, maxAgeSeconds: number, extra: Record<string, string> = {}): ListHeaders {
  const common = {
    ...extra,
    etag: representation.etag,
    'cache-control': `public, max-age=${maxAgeSeconds}, must-revalidate`,
    vary: 'Accept-Encoding',
  };
  const ok: OutgoingHttpHeaders = {
    ...common,
    'content-type': 'application/json; charset=utf-8',
    'content-length': representation.body.length,
  };
  if (representation.encoding !== 'identity') ok['content-encoding'] = representation.encoding;
  return { ok, notModified: common };
}

/** Adds `Accept-Encoding` to a `Vary` value another hook already set (CORS adds `Origin`). */
export function varyWithAcceptEncoding(existing: string | number | readonly string[] | undefined): string {
  const names = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === 'accept-encoding')) return names.join(', ');
  return [...names, 'Accept-Encoding'].join(', ');
}
