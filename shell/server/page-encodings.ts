// A rendered page's compressed bytes, made once per page and encoding and kept as long as the page itself. Not
// @fastify/compress's `reply.compress`: it compresses every answer, while a cached page is answered as the same object
// for RENDER_CACHE_MS; compressing each answer held the cached `/` to 363 pages a second as br against 2,595
// uncompressed (e2e/bench/render-throughput.mjs, 2 cores). The settings are @fastify/compress's defaults.
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

export type PageEncoding = 'br' | 'gzip';

/** Brotli for text at `quality`, as @fastify/compress sets it up. */
const brotliAt = (quality: number) => (html: Uint8Array) =>
  zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
    },
  });

/**
 * In the calling thread, at once: a render worker compresses each page it renders for the client that asked, the
 * thread that answers requests only a cached page asked for in another encoding. zlib's asynchronous form cost more
 * than the compression (`/`, 95 KB, brotli: 1.47 → 1.04 ms a page).
 */
export const compressPage: Record<PageEncoding, (html: Uint8Array) => Buffer> = {
  br: brotliAt(4),
  gzip: (html) => zlib.gzipSync(html),
};

/**
 * A page made for one visitor (a form's page, filled with their token) is compressed once per request, not once per
 * kept page: lighter settings. `/contact` (23 KB): brotli 4 → 2 took 0.20 → 0.09 ms for 6,528 → 6,970 bytes, gzip
 * 6 → 3 0.13 → 0.08 ms for 6,515 → 6,937 (one core, best of 5 × 300).
 */
export const compressVisitorCopy: Record<PageEncoding, (html: Uint8Array) => Buffer> = {
  br: brotliAt(2),
  gzip: (html) => zlib.gzipSync(html, { level: 3 }),
};

/** The encoding this client takes best of `preference` (in that order when it weighs them alike), or null for none. */
function encodingNegotiator(preference: PageEncoding[]): (acceptEncoding: string | undefined) => PageEncoding | null {
  const negotiator = new Negotiator({ supportedValues: preference });
  return (acceptEncoding) => (acceptEncoding ? (negotiator.negotiate(acceptEncoding) as PageEncoding | null) : null);
}

/** For a kept page: br, then gzip. */
export const negotiatePageEncoding = encodingNegotiator(['br', 'gzip']);

/**
 * For a visitor's copy: gzip, then br. At these light settings gzip is the smaller and the quicker of the two.
 * `/contact` filled, gzip 3 against brotli 2: English 20.6 KB to 6,191 against 6,215 bytes in 0.074 against 0.133 ms,
 * Kurdish 23.7 KB to 6,955 against 7,015 in 0.082 against 0.107 ms (one core, best of 5 × 300). Brotli still wins a
 * kept page, made once at quality 4.
 */
export const negotiateVisitorCopyEncoding = encodingNegotiator(['gzip', 'br']);

/** A page with the compressed bytes made for it so far (the render worker's first). */
export interface EncodedPage {
  html: Uint8Array;
  encoded: Partial<Record<PageEncoding, Uint8Array>>;
}

/** The page's HTML as this client takes it: compressed once per encoding and kept on the page, or as it is. */
export function encodePage(page: EncodedPage, acceptEncoding: string | undefined): { encoding: PageEncoding | null; body: Uint8Array } {
  const encoding = negotiatePageEncoding(acceptEncoding);
  if (!encoding) return { encoding: null, body: page.html };
  page.encoded[encoding] ??= compressPage[encoding](page.html);
  return { encoding, body: page.encoded[encoding] };
}
