import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiProcess } from '../../scripts/gateway/api-process.mjs';
import { listen } from '../../scripts/gateway/gateway-server.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs = 15_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no line matching ${pattern} in:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}

describe('node scripts/start.mjs --no-build', () => {
  it('prints its URL, proxies /api to API_URL, serves remotes.json, and stops cleanly on SIGTERM', async () => {
    const upstream = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url }));
    });
    const upstreamPort = await listen(upstream, 0, '127.0.0.1');
    cleanups.push(() => new Promise((resolve) => upstream.close(() => resolve())));

    const port = await getPort({ host: '127.0.0.1' });
    const child = spawn(process.execPath, [path.join(rootDir, 'scripts', 'start.mjs'), '--no-build'], {
      cwd: rootDir,
      env: { ...process.env, PORT: String(port), API_URL: `http://127.0.0.1:${upstreamPort}`, MFE_HOME_URL: 'https://home.example.test/' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    cleanups.push(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });

    const [, printedUrl] = await waitForLine(child, /Azmar site: (http:\/\/localhost:\d+)/);
    expect(printedUrl).toBe(`http://localhost:${port}`);

    const api = await fetch(`${printedUrl}/api/health`);
    expect(await api.json()).toEqual({ path: '/api/health' });
    const remotes = (await (await fetch(`${printedUrl}/remotes.json`)).json()) as Record<string, string>;
    expect(remotes.mfe_home).toBe('https://home.example.test/remoteEntry.js');
    expect(remotes.mfe_contact).toBe('/remotes/mfe-contact/remoteEntry.js');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('node scripts/start.mjs --no-build on a tree never built', () => {
  it('names what is not built and what to run, with no stack trace, and exits 1', async () => {
    // The start script alone in a tree with no dist/ anywhere: what a fresh clone is before its first build.
    const tree = mkdtempSync(path.join(os.tmpdir(), 'azmar-unbuilt-'));
    cleanups.push(() => rmSync(tree, { recursive: true, force: true }));
    cpSync(path.join(rootDir, 'scripts', 'start.mjs'), path.join(tree, 'scripts', 'start.mjs'));
    cpSync(path.join(rootDir, 'scripts', 'start'), path.join(tree, 'scripts', 'start'), { recursive: true });
    const child = spawn(process.execPath, [path.join(tree, 'scripts', 'start.mjs'), '--no-build'], { cwd: tree, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('not built yet: packages/contract, shell, mfe-home, mfe-catalogue, mfe-contact, api.');
    expect(output).toContain('Run `npm start` (it builds first), or `npm run build` and then `node scripts/start.mjs --no-build`.');
    expect(output).not.toMatch(/ERR_MODULE_NOT_FOUND|\n\s+at /);
  });
});

describe('startApiProcess', () => {
  it('returns null when the API is not built', async () => {
    const apiDir = mkdtempSync(path.join(os.tmpdir(), 'azmar-api-'));
    cleanups.push(() => rmSync(apiDir, { recursive: true, force: true }));
    expect(await startApiProcess({ apiDir, log: () => {} })).toBeNull();
  });

  it('starts dist/main.js on a free PORT, waits for /api/health, passes the env through, and stops it', async () => {
    const apiDir = mkdtempSync(path.join(os.tmpdir(), 'azmar-api-'));
    cleanups.push(() => rmSync(apiDir, { recursive: true, force: true }));
    mkdirSync(path.join(apiDir, 'dist'));
    // Becomes healthy only after a delay, so the wait is what makes the first request succeed.
    writeFileSync(
      path.join(apiDir, 'dist', 'main.js'),
      `const http = require('node:http');
       const started = Date.now();
       http.createServer((req, res) => {
         if (req.url === '/api/health' && Date.now() - started < 600) { res.writeHead(503); return res.end(); }
         res.writeHead(200, { 'content-type': 'application/json' });
         res.end(JSON.stringify({ url: req.url, marker: process.env.AZMAR_TEST_MARKER, cwd: process.cwd() }));
       }).listen(Number(process.env.PORT), '127.0.0.1');`,
    );
    const lines: string[] = [];
    const api = await startApiProcess({ apiDir, env: { ...process.env, AZMAR_TEST_MARKER: 'passed-through' }, log: (line) => lines.push(line) });
    expect(api).not.toBeNull();
    const body = (await (await fetch(`${api!.url}/api/health`)).json()) as { marker: string; cwd: string };
    expect(body.marker).toBe('passed-through');
    expect(body.cwd).toBe(apiDir);
    await api!.stop();
    await expect(fetch(`${api!.url}/api/health`)).rejects.toThrow();
  });
});
