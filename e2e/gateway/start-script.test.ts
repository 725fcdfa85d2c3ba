// `npm start` (scripts/start.mjs) around the gateway: what it says on a tree never built, the API it starts (reachable
// on loopback only, the gateway being the single entry point), and a clean stop.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiProcess } from '../../scripts/start/api-process.mjs';
import { startFakeApi } from './fake-api.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiDir = path.join(rootDir, 'api');

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A folder that is removed after the test. */
function scratch(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `node scripts/start.mjs --no-build` of `tree`, its output kept; killed after the test if still running. */
function startScript(tree: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [path.join(tree, 'scripts', 'start.mjs'), '--no-build'], { cwd: tree, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const run = { output: '', exit: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))), child };
  child.stdout.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return run;
}

/** Whether something listens at host:port. */
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

/** The API's environment as an operator might set it for a container, HOST=0.0.0.0 included, on a fresh SQLite file. */
function apiEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '0.0.0.0', SQLITE_PATH: path.join(scratch('azmar-api-host-'), 'azmar.sqlite'), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.PORT;
  return env;
}

describe('node scripts/start.mjs --no-build', () => {
  it('on a tree never built names what is not built and what to run, with no stack trace, and exits 1', async () => {
    // The start script alone in a tree with no dist/ anywhere: what a fresh clone is before its first build.
    const tree = scratch('azmar-unbuilt-');
    cpSync(path.join(rootDir, 'scripts', 'start.mjs'), path.join(tree, 'scripts', 'start.mjs'));
    cpSync(path.join(rootDir, 'scripts', 'start'), path.join(tree, 'scripts', 'start'), { recursive: true });
    const run = startScript(tree, process.env);
    expect(await run.exit).toBe(1);
    expect(run.output).toContain('not built yet: packages/contract, shell, mfe-home, mfe-catalogue, mfe-contact, api.');
    expect(run.output).toContain('Run `npm start` (it builds first), or `npm run build` and then `node scripts/start.mjs --no-build`.');
    expect(run.output).not.toMatch(/ERR_MODULE_NOT_FOUND|\n\s+at /);
  });

  it('with API_URL: serves the site with /api there and the remotes where MFE_*_URL says, and stops with 0 on SIGTERM', async () => {
    const api = await startFakeApi(
      (request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: request.url })),
    );
    cleanups.push(() => api.close());
    const port = await getPort({ host: '127.0.0.1' });
    const run = startScript(rootDir, { ...process.env, PORT: String(port), API_URL: api.origin, MFE_HOME_URL: 'http://127.0.0.1:9/home/' });
    const site = `http://localhost:${port}`;
    while (!run.output.includes(`Azmar site: ${site}`)) {
      if (run.child.exitCode !== null) throw new Error(`npm start stopped:\n${run.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await (await fetch(`${site}/api/health`)).json()).toEqual({ path: '/api/health' });
    expect(await (await fetch(`${site}/remotes.json`)).json()).toMatchObject({
      'mfe-home': 'http://127.0.0.1:9/home/remoteEntry.js',
      'mfe-contact': '/remotes/mfe-contact/remoteEntry.js',
    });
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
  });
});

describe('the API npm start runs', () => {
  it('is not started when it is not built', async () => {
    expect(await startApiProcess({ apiDir: scratch('azmar-api-'), log: () => {} })).toBeNull();
  });

  it('listens on loopback only, even when the environment says HOST=0.0.0.0', { timeout: 90_000 }, async () => {
    expect(existsSync(path.join(apiDir, 'dist', 'main.js')), 'api/dist/main.js is missing: run `npm run build -w api` first').toBe(true);
    // Control: the same build started as a container starts it answers on another loopback address (all of
    // 127.0.0.0/8 is this machine), which shows the probe below would see an API listening beyond 127.0.0.1.
    const controlPort = await getPort({ host: '127.0.0.1' });
    const control = spawn(process.execPath, [path.join(apiDir, 'dist', 'main.js')], {
      cwd: apiDir,
      env: { ...apiEnv(), PORT: String(controlPort) },
      stdio: 'ignore',
    });
    const controlExited = new Promise((resolve) => control.once('exit', resolve));
    cleanups.push(() => {
      if (control.exitCode === null && control.signalCode === null) control.kill('SIGTERM');
      return controlExited;
    });
    const elsewhere = '127.0.0.2';
    while (!(await accepts('127.0.0.1', controlPort))) {
      if (control.exitCode !== null) throw new Error('the control API stopped');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await accepts(elsewhere, controlPort)).toBe(true);

    const api = await startApiProcess({ apiDir, env: apiEnv(), log: () => {} });
    expect(api).not.toBeNull();
    cleanups.push(() => api!.stop());
    expect((await fetch(`${api!.url}/api/health`)).status).toBe(200);
    expect(await accepts(elsewhere, Number(new URL(api!.url).port))).toBe(false);
  });
});
