// One render worker of the pool (render-pool.ts): the shell's server render (dist-server/render/render.cjs), rendering
// as many pages at once as the pool hands it. A worker thread, not the gateway's: the federation runtime keeps its
// containers on globalThis, and a crash of the render code never takes the gateway down. The page is compressed here
// too, off the thread that answers requests.
import { createRequire } from 'node:module';
import { deserialize } from 'node:v8';
import { workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { createApiReads } from './api-reads.js';
import { compressPage, type PageEncoding } from './page-encodings.js';
import type { FormMarks, PageRequest, RenderBundle, SiteNow } from './render-types.js';

const { bundle, apiOrigin, timeoutMs, formMarks } = workerData as { bundle: string; apiOrigin: string; timeoutMs: number; formMarks: FormMarks };
const { createRenderer } = createRequire(import.meta.url)(bundle) as RenderBundle;
const renderer = await createRenderer({ apiOrigin, timeoutMs, apiFetch: createApiReads(timeoutMs), formMarks });

/** The site as the pool shares it with its workers (render-pool.ts): serialized once per version, not per page. */
export interface SharedSite {
  id: number;
  bytes: SharedArrayBuffer;
}

export type RenderTask = { request: PageRequest; site: SharedSite; encoding: PageEncoding | null } | { ping: true };

let site: { id: number; now: SiteNow } | null = null;
/** The site this page is rendered with: read once per version, then the same object for every page. */
function siteOf(shared: SharedSite): SiteNow {
  if (site?.id !== shared.id) site = { id: shared.id, now: deserialize(new Uint8Array(shared.bytes)) as SiteNow };
  return site.now;
}

/**
 * The answer, with the page's bytes moved to the gateway's thread rather than copied, when they are a memory of their
 * own: a view into a larger memory (Node's pool of small buffers, a part of another page's) is copied, as moving it
 * would send the whole memory and take it from this thread.
 */
function answer<T extends { html: Uint8Array }>(page: T): T {
  const { html } = page;
  if (html.byteOffset !== 0 || html.byteLength !== html.buffer.byteLength || !(html.buffer instanceof ArrayBuffer)) return page;
  return move({ [transferableSymbol]: [html.buffer], [valueSymbol]: page }) as unknown as T;
}

/** `ping`: the pool's check, at start, that the bundle loads. */
export default async function renderTask(task: RenderTask) {
  if ('ping' in task) return 'ready';
  const page = await renderer.render(task.request, siteOf(task.site));
  // A page with form marks is compressed as each visitor's copy is filled (pages.ts).
  return answer({ ...page, encoded: task.encoding && !page.formMarks ? { [task.encoding]: compressPage[task.encoding](page.html) } : {} });
}
