// Runs the built API as a child process on an internal loopback port and waits until it answers its health check.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import getPort from 'get-port';
import { forEachLine } from '../line-stream.mjs';

/**
 * @param {{ apiDir: string, env?: NodeJS.ProcessEnv, readyTimeoutMs?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> } | null>} null when there is no built API
 */
export async function startApiProcess({ apiDir, env = process.env, readyTimeoutMs = 60_000, log = console.log }) {
  const entry = path.join(apiDir, 'dist', 'main.js');
  if (!existsSync(entry)) return null;
  const port = await getPort({ host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: apiDir,
    // The API sees every request from this gateway on loopback; trusting it makes the contact rate limit
    // count visitors by the X-Forwarded-For address the gateway adds, not all as one client.
    // HOST is forced like PORT: the gateway is the only way in, so the API listens on loopback only (its own
    // default, 0.0.0.0, is for containers) and nobody can reach it directly to skip the gateway.
    env: { TRUST_PROXY: 'loopback', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  forEachLine(child.stdout, (/** @type {string} */ line) => log(`[api] ${line}`));
  forEachLine(child.stderr, (/** @type {string} */ line) => log(`[api] ${line}`));

  let exited = false;
  const exitPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exitPromise;
    clearTimeout(timer);
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) {
      log('[gateway] the API exited before it was ready; /api answers 503/502');
      return { url, stop };
    }
    if (await isHealthy(url)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log(`[gateway] the API did not answer GET /api/health within ${readyTimeoutMs} ms; serving the site anyway`);
  return { url, stop };
}

/** @param {string} url */
async function isHealthy(url) {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}
