// A rendered page's compressed bytes, made once per page and encoding and kept as long as the page itself. Both
// servers of the render service use it: the `npm start` gateway and the render container (render-server.mjs), whose
// front door (nginx) compresses nothing per request.
//
// Why not @fastify/compress's `reply.compress`: it compresses on every answer, while the render service answers a
// cached page as the same object for RENDER_CACHE_MS. Compressing each answer bounded the cached case
// (`e2e/bench/render-throughput.mjs`, 2 cores: `/` 363 pages a second as br against 2,595 uncompressed). The settings
// below are @fastify/compress's defaults, so the bytes are as small as its were.
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** @typedef {'br' | 'gzip'} PageEncoding */

/** The page's size as a hint lets brotli size its state to the page. */
const brotliOptions = (/** @type {Uint8Array | string} */ html) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
  },
});

/**
 * In the calling thread, at once. A render worker compresses each page it renders, for the client that asked
 * (render-worker.mjs); the thread that answers requests compresses only a cached page asked for in another encoding,
 * once. zlib's asynchronous form (a stream, twice through libuv's threads) cost more than the compression. CPU per
 * page in all, brotli, one after another in one thread: `/contact` (18 KB) 0.44 → 0.21 ms, `/products?lang=ku`
 * (85 KB) 1.01 → 0.71, `/` (95 KB) 1.47 → 1.04. Under load, the asynchronous form's own JavaScript was 12% of the
 * worker thread's profile samples.
 * @type {Record<PageEncoding, (html: Uint8Array | string) => Buffer>}
 */
export const compressPage = {
  br: (html) => zlib.brotliCompressSync(html, brotliOptions(html)),
  gzip: (html) => zlib.gzipSync(html),
};
// In order of preference when the client weighs them alike, as @fastify/compress prefers them.
const negotiator = new Negotiator({ supportedValues: /** @type {PageEncoding[]} */ (['br', 'gzip']) });

/** @type {WeakMap<object, Map<PageEncoding, Buffer>>} */
const encodedPages = new WeakMap();

/** The encoding this client takes best (br, then gzip), or null for none. */
export function negotiatePageEncoding(acceptEncoding) {
  return acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
}

/**
 * The page's HTML as this client takes it: compressed (made at the first ask and shared by every later answer of the
 * same page object), or the HTML itself.
 * @param {{ html: Buffer | string, encoded?: Record<string, Uint8Array> }} page a page as the render service answers it; a cached
 *   page is the same object each time
 * @param {string | undefined} acceptEncoding the request's Accept-Encoding
 * @returns {{ encoding: PageEncoding | null, body: Buffer | string }}
 */
export function encodePage(page, acceptEncoding) {
  const encoding = negotiatePageEncoding(acceptEncoding);
  if (!encoding) return { encoding: null, body: page.html };
  let encodings = encodedPages.get(page);
  if (!encodings) {
    // Compressed by the render worker that made it, for the client that asked first (render-worker.mjs).
    encodings = new Map(Object.entries(page.encoded ?? {}).map(([name, bytes]) => [name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]));
    encodedPages.set(page, encodings);
  }
  let body = encodings.get(encoding);
  if (!body) {
    body = compressPage[encoding](page.html);
    encodings.set(encoding, body);
  }
  return { encoding, body };
}
