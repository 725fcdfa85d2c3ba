// The render workers: one per core (RENDER_WORKERS to choose), each rendering several pages at once (a render mostly
// waits, on the API and on a remote's code), so every core renders and none waits for another's page.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import { Piscina } from 'piscina';
import type { FormMarks, PageAnswer, PageRequest, SiteNow } from './render-types.js';
import type { RenderTask, SharedSite } from './render-worker.js';
import type { PageEncoding } from './page-encodings.js';

/** Pages one worker renders at once: enough to fill its waits on the API, few enough to keep each page quick. */
const PAGES_PER_WORKER = 4;

export interface RenderPoolOptions {
  bundle: string;
  apiOrigin: string;
  timeoutMs: number;
  workers?: number | undefined;
  /** How long a page may take before it is given up and the workers replaced. */
  callTimeoutMs: number;
  formMarks: FormMarks;
  log: (line: string) => void;
}

export type RenderedPage = PageAnswer & { encoded: Record<string, Uint8Array> };

export async function startRenderPool(options: RenderPoolOptions) {
  const workers = Math.max(1, options.workers ?? availableParallelism());
  const start = async () => {
    const pool = new Piscina({
      filename: new URL('./render-worker.js', import.meta.url).href,
      workerData: { bundle: path.resolve(options.bundle), apiOrigin: options.apiOrigin, timeoutMs: options.timeoutMs, formMarks: options.formMarks },
      minThreads: workers,
      maxThreads: workers,
      concurrentTasksPerWorker: PAGES_PER_WORKER,
      // Piscina's default waits for the next task with Atomics.wait, which stops the worker's event loop between
      // tasks: the pages it is rendering could not go on while it waits for another.
      atomics: 'disabled',
      // A young generation of 96 MB: a render allocates much that dies with it, and fewer scavenges promote less of
      // it (`/products?lang=ku` rendered each time under load, 10 connections, 2 workers: 273 -> 281 pages/s).
      resourceLimits: { maxYoungGenerationSizeMb: 96 },
      maxQueue: Infinity,
      idleTimeout: Infinity,
    });
    pool.on('error', (error: unknown) => options.log(`[gateway] a render worker failed: ${error instanceof Error ? error.message : String(error)}`));
    // A bundle that cannot run fails here, at start, not at the first page.
    try {
      await pool.run({ ping: true } satisfies RenderTask);
    } catch (error) {
      await pool.destroy();
      throw error;
    }
    return pool;
  };
  let pool = await start();
  let replacing: Promise<unknown> | null = null;

  /**
   * A page that never ends is render code stuck (a render's own waits all have limits). Piscina stops a running worker
   * only through a task's AbortSignal, and gives such a task a worker of its own (no more pages at once), so the pool
   * is replaced instead: the pages in hand fail (the static page is served), the next ones go to new workers.
   */
  function replaceStuckPool(stuck: Piscina) {
    if (pool !== stuck || replacing) return;
    replacing = start()
      .then((fresh) => {
        pool = fresh;
        return stuck.destroy();
      })
      .catch((error: unknown) => options.log(`[gateway] the render workers could not be replaced: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        replacing = null;
      });
  }

  /**
   * The site, serialized once for all workers each time it changes: sent with every page as a copy, its 8 KB of route
   * table and assets were written and read again for each of them (35 µs a page, one core).
   */
  let shared: { site: SiteNow; shared: SharedSite } | null = null;
  function share(site: SiteNow): SharedSite {
    if (shared?.site !== site) {
      const bytes = serialize(site);
      const memory = new SharedArrayBuffer(bytes.byteLength);
      new Uint8Array(memory).set(bytes);
      shared = { site, shared: { id: (shared?.shared.id ?? 0) + 1, bytes: memory } };
    }
    return shared.shared;
  }

  return {
    /** Renders a page; rejects when the render fails, takes too long, or its worker dies (a new one takes its place). */
    async render({ request, site, encoding }: { request: PageRequest; site: SiteNow; encoding: PageEncoding | null }): Promise<RenderedPage> {
      const task: RenderTask = { request, site: share(site), encoding };
      if (replacing) await replacing;
      const current = pool;
      let timer: NodeJS.Timeout | undefined;
      const tooLong = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          replaceStuckPool(current);
          reject(new Error(`render took longer than ${options.callTimeoutMs} ms`));
        }, options.callTimeoutMs);
      });
      try {
        return await Promise.race([current.run(task) as Promise<RenderedPage>, tooLong]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await replacing;
      await pool.destroy();
    },
  };
}
