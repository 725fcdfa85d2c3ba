/** The codings every cached list is kept in (see list-encodings.ts). */
export type ListEncoding = 'br' | 'gzip' | 'identity';

// Among codings the client rates equally: brotli is the smallest (products: 6.7 KB vs 7.9 KB gzip
// vs 26 KB identity), so it goes first; browsers send `gzip, deflate, br` with no q-values.
const CODED: readonly Exclude<ListEncoding, 'identity'>[] = ['br', 'gzip'];

/**
 * Picks the representation to send for an `Accept-Encoding` value (RFC 9110 §12.5.3): the
 * highest q-value among br and gzip wins, ties go to br; `q=0` refuses a coding; `*` stands for
 * every coding not named; `x-gzip` is gzip. No header means identity (the client said nothing
 * about decoding). Identity is also the fallback when nothing acceptable is left, even if the
 * client refused it: a readable body is more useful than the 406 the RFC allows.
 */
export function negotiateEncoding(header: string | undefined): ListEncoding {
  if (!header) return 'identity';
  const weights = parseAcceptEncoding(header);
  const wildcard = weights.get('*');
  const weightOf = (coding: string) => weights.get(coding) ?? wildcard ?? 0;
  let best: ListEncoding = 'identity';
  let bestWeight = 0;
  for (const coding of CODED) {
    const weight = weightOf(coding);
    // Strictly greater: on a tie the coding earlier in CODED (br) stays.
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  // Identity named with a higher q than every coding wins; unnamed it is only the fallback.
  const identityWeight = weights.get('identity');
  if (identityWeight !== undefined && identityWeight > bestWeight) return 'identity';
  return best;
}

/** `gzip;q=0.8, br` → Map { gzip → 0.8, br → 1 }; names lower-cased, a malformed q counts as 0 (refused). */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [rawName = '', ...params] = entry.split(';');
    let name = rawName.trim().toLowerCase();
    if (!name) continue;
    if (name === 'x-gzip') name = 'gzip';
    let weight = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      const q = value.trim();
      weight = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q) ? Number(q) : 0;
    }
    // A coding named twice keeps its first weight, as most servers do.
    if (!weights.has(name)) weights.set(name, weight);
  }
  return weights;
}

/**
 * `negotiateEncoding` remembered per header value. Clients send a handful of distinct values
 * (one per browser), and the list fast path answers tens of thousands of requests a second, so
 * parsing each one again is wasted work; the memo is bounded so odd values cannot grow it.
 */
export function createEncodingNegotiator(limit = 64): (header: string | undefined) => ListEncoding {
  const memo = new Map<string, ListEncoding>();
  return (header) => {
    if (!header) return 'identity';
    let encoding = memo.get(header);
    if (encoding === undefined) {
      encoding = negotiateEncoding(header);
      if (memo.size >= limit) memo.clear();
      memo.set(header, encoding);
    }
    return encoding;
  };
}
