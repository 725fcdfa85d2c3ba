// One render worker of the pool (render-pool.mjs): the shell's server build (dist/server/render.cjs), rendering as many
// pages at once as the pool hands it. A worker thread, not the pool's process: the federation runtime keeps its
// containers and share scopes on globalThis, so each render service gets its own, and a crash of the render code
// never takes the server down with it. The page is compressed here too, off the thread that answers requests.
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { workerData } from 'node:worker_threads';
import zlib from 'node:zlib';
import { createApiReads } from './api-reads.mjs';

const { createRenderer } = createRequire(import.meta.url)(workerData.bundle);
const renderer = await createRenderer({ apiOrigin: workerData.apiOrigin, timeoutMs: workerData.timeoutMs, apiFetch: createApiReads() });

// @fastify/compress's defaults, so the bytes are as small as its were (page-encodings.mjs).
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const COMPRESS = { br: promisify(zlib.brotliCompress), gzip: promisify(zlib.gzip) };

/**
 * @param {{ request: object, site: object, encoding: 'br' | 'gzip' | null } | { ping: true }} task `ping`: the pool's
 *   check, at start, that the build loads
 */
export default async function renderTask(task) {
  if ('ping' in task) return 'ready';
  const page = await renderer.render(task.request, task.site);
  if (!task.encoding) return page;
  const encoded = await COMPRESS[task.encoding](page.html, task.encoding === 'br' ? BROTLI_OPTIONS : {});
  return { ...page, encoded: { [task.encoding]: encoded } };
}
