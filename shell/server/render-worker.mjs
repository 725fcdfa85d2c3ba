// The shell's server build, in a worker thread of its own: the federation runtime keeps its containers and share
// scopes on globalThis, so each render service (a process may hold several, as the tests do) gets its own globals,
// and a crash of the render code never takes the server down with it.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const { createRenderer } = createRequire(import.meta.url)(workerData.bundle);
const renderer = await createRenderer({ apiOrigin: workerData.apiOrigin, timeoutMs: workerData.timeoutMs });

parentPort?.on('message', async ({ id, method, args }) => {
  try {
    parentPort?.postMessage({ id, result: await renderer[method](...args) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
parentPort?.postMessage({ ready: true });
