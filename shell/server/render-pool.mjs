// The render workers: one per core (RENDER_WORKERS to choose), each rendering several pages at once (a render mostly
// waits: on the API, on a remote's code), so every core renders and none waits for another's page.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';

/** Pages one worker renders at once: enough to fill its waits on the API, few enough to keep each page quick. */
const PAGES_PER_WORKER = 4;

/**
 * @param {{ bundle: string, apiOrigin: string, timeoutMs: number, workers?: number, callTimeoutMs: number, log: (line: string) => void }} options
 *   `callTimeoutMs`: how long a page may take before it is given up and its workers replaced
 */
export async function startRenderPool(options) {
  const workers = Math.max(1, options.workers ?? availableParallelism());
  const start = async () => {
    const pool = new Piscina({
      filename: new URL('./render-worker.mjs', import.meta.url).href,
      workerData: { bundle: path.resolve(options.bundle), apiOrigin: options.apiOrigin, timeoutMs: options.timeoutMs },
      minThreads: workers,
      maxThreads: workers,
      concurrentTasksPerWorker: PAGES_PER_WORKER,
      // Piscina's default waits for the next task with Atomics.wait, which stops the worker's event loop between
      // tasks: the pages it is rendering could not go on while it waits for another.
      atomics: 'disabled',
      // A young generation of 96 MB (semi-spaces of 32, twice V8's default here): a render allocates much that dies
      // with it, and fewer scavenges promote less of it. `/products?lang=ku`, one render after another in one thread:
      // 2.42 -> 2.10 ms; rendered each time under load (10 connections, 2 workers, median of 3): 273 -> 281 pages/s.
      resourceLimits: { maxYoungGenerationSizeMb: 96 },
      // Pages wait their turn rather than fail while every worker is busy.
      maxQueue: Infinity,
      idleTimeout: Infinity,
    });
    pool.on('error', (error) => options.log(`[render] a render worker failed: ${error instanceof Error ? error.message : String(error)}`));
    // Fails here, as before, if the bundle cannot run: a broken build shows at start, not at the first page.
    try {
      await pool.run({ ping: true });
    } catch (error) {
      await pool.destroy();
      throw error;
    }
    return pool;
  };
  let pool = await start();
  /** @type {Promise<unknown> | null} */
  let replacing = null;

  /**
   * A page that never ends is render code stuck (a render's own waits all have limits). Piscina stops a worker only
   * through a task's AbortSignal, and gives such a task a worker of its own (one page per worker, measured here:
   * no page overlapped another), so the pool is replaced instead: the pages in hand fail (the front door serves the
   * static page), the next ones go to new workers.
   */
  function replaceStuckPool(stuck) {
    if (pool !== stuck || replacing) return;
    replacing = start()
      .then((fresh) => {
        pool = fresh;
        return stuck.destroy();
      })
      .catch((error) => options.log(`[render] the render workers could not be replaced: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        replacing = null;
      });
  }

  return {
    /** Renders a page; rejects when the render fails, takes too long, or its worker dies (a new one takes its place). */
    async render(task) {
      if (replacing) await replacing;
      const current = pool;
      let timer;
      const tooLong = new Promise((_, reject) => {
        timer = setTimeout(() => {
          replaceStuckPool(current);
          reject(new Error(`render took longer than ${options.callTimeoutMs} ms`));
        }, options.callTimeoutMs);
      });
      try {
        return await Promise.race([current.run(task), tooLong]);
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
