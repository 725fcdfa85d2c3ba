import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiProcess } from '../../scripts/gateway/api-process.mjs';

// Runs the real built API (`npm run build -w api` first) on a throw-away SQLite file.
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'api');
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The API's environment as an operator might set it for a container, HOST=0.0.0.0 included. */
function apiEnv(): NodeJS.ProcessEnv {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'azmar-api-host-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '0.0.0.0', SQLITE_PATH: path.join(dataDir, 'azmar.sqlite'), LOG_LEVEL: 'warn', API_DOCS: 'false' };
  // SQLite, and whatever port the caller picks.
  delete env.DATABASE_URL;
  delete env.PORT;
  return env;
}

/**
 * Loopback addresses other than 127.0.0.1 (all of 127.0.0.0/8 reaches this machine on Linux): a server bound
 * to every interface answers there, one bound to 127.0.0.1 does not. Tests stay on loopback: no probe of
 * the machine's other interfaces.
 */
function otherLocalAddresses(): string[] {
  return ['127.0.0.2', '127.0.0.3'];
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const finish = (connected: boolean) => {
      socket.destroy();
      resolve(connected);
    };
    socket.setTimeout(2_000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

async function waitForHealth(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url}/api/health did not answer within ${timeoutMs} ms`);
}

describe('the API started by the gateway', () => {
  it('listens on loopback only, even when the environment says HOST=0.0.0.0', { timeout: 90_000 }, async () => {
    expect(existsSync(path.join(apiDir, 'dist', 'main.js')), 'api/dist/main.js is missing: run `npm run build -w api` first').toBe(true);

    // Control: the same build started the way a container starts it is reachable on the other addresses,
    // which shows that the probe below can see a server listening beyond loopback on this machine.
    const controlPort = await getPort({ host: '127.0.0.1' });
    const control = spawn(process.execPath, [path.join(apiDir, 'dist', 'main.js')], {
      cwd: apiDir,
      env: { ...apiEnv(), PORT: String(controlPort) },
      stdio: 'ignore',
    });
    const controlExited = new Promise((resolve) => control.once('exit', resolve));
    cleanups.push(async () => {
      if (control.exitCode === null && control.signalCode === null) control.kill('SIGTERM');
      await controlExited;
    });
    await waitForHealth(`http://127.0.0.1:${controlPort}`);
    const candidates = otherLocalAddresses();
    const probes: string[] = [];
    for (const address of candidates) if (await accepts(address, controlPort)) probes.push(address);
    expect(probes.length, `no address among ${candidates.join(', ')} reaches a server bound to 0.0.0.0`).toBeGreaterThan(0);

    const api = await startApiProcess({ apiDir, env: apiEnv(), log: () => {} });
    expect(api).not.toBeNull();
    cleanups.push(() => api!.stop());
    expect((await fetch(`${api!.url}/api/health`)).status).toBe(200);
    const port = Number(new URL(api!.url).port);
    const reachable: string[] = [];
    for (const address of probes) if (await accepts(address, port)) reachable.push(address);
    expect(reachable).toEqual([]);
  });
});
