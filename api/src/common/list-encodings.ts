import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ListEncoding } from './accept-encoding.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One way of sending a list version: its bytes and the strong ETag of exactly those bytes. */
export interface Representation {
  encoding: ListEncoding;
  body: Buffer;
  etag: string;
}

// In the ETag (inside the quotes) after the identity tag: the hash is base64url and always 27
// characters, so a suffixed tag can never equal another version's identity tag.
const ETAG_SUFFIX: Record<ListEncoding, string> = { identity: '', br: '-br', gzip: '-gz' };

/** The identity ETag: a hash of the JSON bytes, so equal content always gets the same tag. */
export function identityEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * The identity bytes plus brotli and gzip at their highest levels. Run once per content version
 * (never per request), so the slow top levels cost nothing at request time and save the most
 * bytes; the async zlib calls keep the event loop free while they run on the thread pool.
 */
export async function encodeList(body: Buffer, etag = identityEtag(body)): Promise<Record<ListEncoding, Representation>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const tagged = (encoding: ListEncoding, bytes: Buffer): Representation => ({
    encoding,
    body: bytes,
    etag: `${etag.slice(0, -1)}${ETAG_SUFFIX[encoding]}"`,
  });
  return { identity: tagged('identity', body), br: tagged('br', br), gzip: tagged('gzip', gz) };
}
