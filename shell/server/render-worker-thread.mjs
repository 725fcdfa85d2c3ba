// The render code in a worker thread of its own (render-worker.mjs), called like the renderer itself, and a
// supervisor that keeps one such worker alive for the render service.
import { Worker } from 'node:worker_threads';

/**
 * @typedef {object} RenderWorker
 * @property {(entries: Record<string, string>) => Promise<string[]>} useRemoteEntries
 * @property {(search: string, cookie?: string) => Promise<string>} pageLanguage
 * @property {(template: string, request: object) => Promise<any>} render
 * @property {() => Promise<number>} close
 * @property {() => boolean} dead whether the worker has stopped (crashed, exited or was closed)
 */

/**
 * Starts the worker. Resolves once it is ready; rejects if it cannot start. A worker that dies fails what it had in
 * hand and every later call.
 * @returns {Promise<RenderWorker>}
 */
export function startRenderWorker(workerData) {
  const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData });
  // The servers that hold it decide when the process ends.
  worker.unref();
  const pending = new Map();
  let nextId = 0;
  let dead = null;
  const failAll = (error) => {
    dead ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const call = (method, ...args) =>
    new Promise((resolve, reject) => {
      if (dead) return reject(dead);
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, method, args });
    });
  return new Promise((resolve, reject) => {
    worker.on('message', (message) => {
      if (message.ready) {
        resolve({
          useRemoteEntries: (entries) => call('useRemoteEntries', entries),
          pageLanguage: (search, cookie) => call('pageLanguage', search, cookie),
          render: (template, request) => call('render', template, request),
          close: () => {
            failAll(new Error('the render worker was stopped'));
            return worker.terminate();
          },
          dead: () => dead !== null,
        });
        return;
      }
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.result);
    });
    worker.on('error', (error) => {
      failAll(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`the render worker stopped (exit code ${code})`);
      failAll(error);
      reject(error);
    });
  });
}

/**
 * One render worker, kept alive: a worker that has died (its render code crashed or ran out of memory) is replaced
 * at the next call, and one whose call takes longer than `callTimeoutMs` (render code stuck in a loop would
 * otherwise hold every later page, as renders queue one at a time) is stopped, so that call fails and the next
 * gets a new worker. The caller learns of a new worker through `onStart` (it has no remotes registered yet) and
 * should await `ready()` before registering them.
 * @param {{ workerData: object, callTimeoutMs: number, log: (line: string) => void, onStart: () => void }} options
 */
export function superviseRenderWorker({ workerData, callTimeoutMs, log, onStart }) {
  /** @type {Promise<RenderWorker> | null} */
  let current = null;

  async function worker() {
    const running = current && (await current.catch(() => null));
    if (running && !running.dead()) return running;
    if (running) log('[render] the render worker stopped; starting a new one');
    current = startRenderWorker(workerData);
    // One that cannot start is tried again at the next call rather than kept as a failure.
    const starting = current;
    starting.catch(() => {
      if (current === starting) current = null;
    });
    const ready = await starting;
    onStart();
    return ready;
  }

  /** @param {'useRemoteEntries' | 'pageLanguage' | 'render'} method */
  const call =
    (method) =>
    async (...args) => {
      const running = await worker();
      let timer;
      const limit = new Promise((_, reject) => {
        timer = setTimeout(() => {
          log(`[render] ${method} took longer than ${callTimeoutMs} ms; stopping the render worker`);
          // Rejected first, so the call fails with this reason rather than with the stopped worker's.
          reject(new Error(`${method} took longer than ${callTimeoutMs} ms`));
          void running.close();
        }, callTimeoutMs);
      });
      try {
        return await Promise.race([running[method](...args), limit]);
      } finally {
        clearTimeout(timer);
      }
    };

  return {
    /** The running worker, started (or restarted) first if need be. */
    ready: worker,
    useRemoteEntries: call('useRemoteEntries'),
    pageLanguage: call('pageLanguage'),
    render: call('render'),
    async close() {
      const running = current && (await current.catch(() => null));
      current = null;
      await running?.close();
    },
  };
}
