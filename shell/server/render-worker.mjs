// One render worker of the pool (render-pool.mjs): the shell's server build (dist/server/render.cjs), rendering as many
// pages at once as the pool hands it. A worker thread, not the pool's process: the federation runtime keeps its
// containers and share scopes on globalThis, so each render service gets its own, and a crash of the render code
// never takes the server down with it. The page is compressed here too, in this thread (page-encodings.mjs), off the
// thread that answers requests.
import { createRequire } from 'node:module';
import { workerData } from 'node:worker_threads';
import { createApiReads } from './api-reads.mjs';
import { compressPage } from './page-encodings.mjs';

const { createRenderer } = createRequire(import.meta.url)(workerData.bundle);
const renderer = await createRenderer({ apiOrigin: workerData.apiOrigin, timeoutMs: workerData.timeoutMs, apiFetch: createApiReads() });

/**
 * @param {{ request: object, site: object, encoding: 'br' | 'gzip' | null } | { ping: true }} task `ping`: the pool's
 *   check, at start, that the build loads
 */
export default async function renderTask(task) {
  if ('ping' in task) return 'ready';
  const page = await renderer.render(task.request, task.site);
  if (!task.encoding) return page;
  const encoded = compressPage[task.encoding](page.html);
  return { ...page, encoded: { [task.encoding]: encoded } };
}
