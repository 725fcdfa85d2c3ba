// One render worker of the pool (render-pool.mjs): the shell's server build (dist/server/render.cjs), rendering as many
// pages at once as the pool hands it. A worker thread, not the pool's process: the federation runtime keeps its
// containers and share scopes on globalThis, so each render service gets its own, and a crash of the render code
// never takes the server down with it. The page is compressed here too, off the thread that answers requests.
import { createRequire } from 'node:module';
import { workerData } from 'node:worker_threads';
import zlib from 'node:zlib';
import { createApiReads } from './api-reads.mjs';

const { createRenderer } = createRequire(import.meta.url)(workerData.bundle);
const renderer = await createRenderer({ apiOrigin: workerData.apiOrigin, timeoutMs: workerData.timeoutMs, apiFetch: createApiReads() });

// @fastify/compress's defaults, so the bytes are as small as its were (page-encodings.mjs), with the page's size as a
// hint, which lets brotli size its state to the page.
const brotliOptions = (/** @type {Uint8Array} */ html) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
  },
});
/**
 * Compressed in this thread, at once: a worker's thread is the render's own already, and zlib's asynchronous form (a
 * stream, twice through libuv's threads) cost more than the compression. CPU per page in all, brotli, one after
 * another in one thread: `/contact` (18 KB) 0.44 → 0.21 ms, `/products?lang=ku` (85 KB) 1.01 → 0.71, `/` (95 KB)
 * 1.47 → 1.04. Under load, the asynchronous form's own JavaScript was 12% of the worker thread's profile samples.
 */
const COMPRESS = {
  br: (/** @type {Uint8Array} */ html) => zlib.brotliCompressSync(html, brotliOptions(html)),
  gzip: (/** @type {Uint8Array} */ html) => zlib.gzipSync(html),
};

/**
 * @param {{ request: object, site: object, encoding: 'br' | 'gzip' | null } | { ping: true }} task `ping`: the pool's
 *   check, at start, that the build loads
 */
export default async function renderTask(task) {
  if ('ping' in task) return 'ready';
  const page = await renderer.render(task.request, task.site);
  if (!task.encoding) return page;
  const encoded = COMPRESS[task.encoding](page.html);
  return { ...page, encoded: { [task.encoding]: encoded } };
}
