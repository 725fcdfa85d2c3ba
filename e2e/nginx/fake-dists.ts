// Temporary dist folders shaped like the real builds (the same files as the gateway's tests use), with the
// .gz and .br copies the build writes beside every compressible file, and the env that points nginx at them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';

export const MAIN_JS = `console.log(${JSON.stringify('shell main '.repeat(400))});`;
export const INDEX_HTML = '<!doctype html><html><head><script defer src="/main.3f2a9c1b.js"></script></head><body><div id="root"></div></body></html>';
/** Bytes 0..255 repeated, so any range is checkable by position. */
export const VIDEO = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
const COMPRESSIBLE = /\.(html|js|css|json|svg)$/;

export interface FakeDists {
  rootDir: string;
  /** SHELL_DIST and every MFE_*_DIST */
  env: Record<string, string>;
  remove: () => void;
}

function write(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (COMPRESSIBLE.test(file)) {
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(content));
  }
}

export function makeFakeDists(): FakeDists {
  const rootDir = mkdtempSync(path.join(os.tmpdir(), 'azmar-nginx-site-'));
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
  const env: Record<string, string> = { SHELL_DIST: shell };
  for (const remote of SITE_REMOTES) {
    const dist = path.join(rootDir, remote.workspace, 'dist');
    write(path.join(dist, 'data', 'sectors.json'), JSON.stringify({ name: remote.workspace.replace('-', '_') }));
    write(path.join(dist, 'remoteEntry.js'), `var ${remote.workspace.replace('-', '_')} = {};`);
    write(path.join(dist, 'static', 'js', 'app.9e8d7c6b.js'), `export const text = ${JSON.stringify(remote.workspace)};`);
    env[`${remote.envVar.replace(/_URL$/, '')}_DIST`] = dist;
  }
  write(path.join(rootDir, 'secret.txt'), 'outside every dist');
  return { rootDir, env, remove: () => rmSync(rootDir, { recursive: true, force: true }) };
}

/** A raw request: the path is sent exactly as given (fetch would normalise `..` away). */
export function rawRequest(
  baseUrl: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: rawPath, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    // A CONNECT's answer comes as 'connect', with the body on the socket (the front doors refuse to tunnel).
    req.on('connect', (res, socket, head) => {
      const chunks: Buffer[] = [head];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      socket.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
