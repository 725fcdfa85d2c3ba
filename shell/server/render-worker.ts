// One render worker of the pool (render-pool.ts): the shell's server render (dist-server/render/render.cjs), rendering
// as many pages at once as the pool hands it. A worker thread, not the gateway's: the federation runtime keeps its
// containers on globalThis, and a crash of the render code never takes the gateway down. The page is compressed here
// too, off the thread that answers requests.
import { createRequire } from 'node:module';
import { workerData } from 'node:worker_threads';
import { createApiReads } from './api-reads.js';
import { compressPage, type PageEncoding } from './page-encodings.js';
import type { FormMarks, PageRequest, RenderBundle, SiteNow } from './render-types.js';

const { bundle, apiOrigin, timeoutMs, formMarks } = workerData as { bundle: string; apiOrigin: string; timeoutMs: number; formMarks: FormMarks };
const { createRenderer } = createRequire(import.meta.url)(bundle) as RenderBundle;
const renderer = await createRenderer({ apiOrigin, timeoutMs, apiFetch: createApiReads(timeoutMs), formMarks });

export type RenderTask = { request: PageRequest; site: SiteNow; encoding: PageEncoding | null } | { ping: true };

/** `ping`: the pool's check, at start, that the bundle loads. */
export default async function renderTask(task: RenderTask) {
  if ('ping' in task) return 'ready';
  const page = await renderer.render(task.request, task.site);
  // A page with form marks is compressed as each visitor's copy is filled (pages.ts).
  return { ...page, encoded: task.encoding && !page.formMarks ? { [task.encoding]: compressPage[task.encoding](page.html) } : {} };
}
