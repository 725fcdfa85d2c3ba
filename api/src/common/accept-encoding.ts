import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/** The codings every cached list is kept in (see list-encodings.ts). */
export type ListEncoding = 'br' | 'gzip' | 'identity';

// Among codings the client rates equally the first here wins: brotli is the smallest (products: 6.7 KB vs 7.9 KB
// gzip vs 26 KB identity); browsers send `gzip, deflate, br` with no q-values.
const PREFERENCE: ListEncoding[] = ['br', 'gzip', 'identity'];

/**
 * Picks the representation to send for an `Accept-Encoding` value with @fastify/accept-negotiator, as the render
 * service does: the highest q-value among br, gzip and identity, ties in that order; `q=0` refuses a coding; `*`
 * alone stands for br. No header means identity (the client said nothing about decoding). Identity is also the
 * fallback when nothing acceptable is left, even if the client refused it: a readable body is more useful than the
 * 406 the RFC allows. Coding names are case-insensitive (RFC 9110 §8.4.1); the library compares them as written.
 */
export function negotiateEncoding(header: string | undefined): ListEncoding {
  return (header && negotiate(header.toLowerCase(), PREFERENCE)) || 'identity';
}

/**
 * `negotiateEncoding` remembered per header value. Clients send a handful of distinct values
 * (one per browser), and the list fast path answers tens of thousands of requests a second, so
 * parsing each one again is wasted work; the memo is bounded so odd values cannot grow it.
 */
export function createEncodingNegotiator(limit = 64): (header: string | undefined) => ListEncoding {
  const memo = new LRUCache<string, ListEncoding>({ max: limit });
  return (header) => {
    if (!header) return 'identity';
    let encoding = memo.get(header);
    if (encoding === undefined) {
      encoding = negotiateEncoding(header);
      memo.set(header, encoding);
    }
    return encoding;
  };
}
