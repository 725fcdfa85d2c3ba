// Temporary dist folders shaped like the real builds, and a gateway serving them on a free port.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { createGateway, listen } from '../../scripts/gateway/gateway-server.mjs';

export const MAIN_JS = `console.log(${JSON.stringify('shell main '.repeat(400))});`;
export const INDEX_HTML = '<!doctype html><html><head><script defer src="/main.3f2a9c1b.js"></script></head><body><div id="root"></div></body></html>';
/** Bytes 0..255 repeated, so any range is checkable by position. */
export const VIDEO = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));

export interface FakeSite {
  rootDir: string;
  baseUrl: string;
  env: Record<string, string | undefined>;
  close: () => Promise<void>;
}

/** Text files get the brotli and gzip copies beside them that the builds write (kit: precompress-plugin.ts). */
const PRECOMPRESSED = /\.(html|js|css|json|svg)$/;

function write(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (!PRECOMPRESSED.test(file)) return;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

export async function startFakeSite(options: { apiTarget?: () => string | null; apiTimeoutMs?: number } = {}): Promise<FakeSite> {
  const rootDir = mkdtempSync(path.join(os.tmpdir(), 'azmar-gateway-'));
  const shell = path.join(rootDir, 'shell', 'dist');
  write(path.join(shell, 'index.html'), INDEX_HTML);
  write(path.join(shell, 'main.3f2a9c1b.js'), MAIN_JS);
  write(path.join(shell, 'styles.0badc0de.css'), 'body{margin:0}'.repeat(100));
  write(path.join(shell, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  write(path.join(shell, 'assets', 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  write(path.join(shell, 'assets', 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write(path.join(shell, 'assets', 'videos', 'hero.mp4'), VIDEO);
  write(path.join(shell, 'fonts', 'vazirmatn.1a2b3c4d5e6f.woff2'), Buffer.from('wOF2fake'));
  write(path.join(shell, '.env'), 'SECRET=1');
  for (const { workspace } of SITE_REMOTES) {
    const dist = path.join(rootDir, workspace, 'dist');
    write(path.join(dist, 'data', 'sectors.json'), JSON.stringify({ name: workspace.replace('-', '_') }));
    write(path.join(dist, 'remoteEntry.js'), `var ${workspace.replace('-', '_')} = {};`);
    write(path.join(dist, 'static', 'js', 'app.9e8d7c6b.js'), `export const text = ${JSON.stringify(workspace)};`);
  }
  write(path.join(rootDir, 'secret.txt'), 'outside every dist');

  const env: Record<string, string | undefined> = {};
  const server = await createGateway({ rootDir, env, apiTarget: options.apiTarget, apiTimeoutMs: options.apiTimeoutMs, log: () => {} });
  const port = await listen(server, 0, '127.0.0.1');
  return {
    rootDir,
    baseUrl: `http://127.0.0.1:${port}`,
    env,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(rootDir, { recursive: true, force: true });
    },
  };
}

/** A raw request: the path is sent exactly as given (fetch would normalise `..` away). */
export function rawGet(
  baseUrl: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export function portOf(server: http.Server): number {
  return (server.address() as AddressInfo).port;
}
