// A remote deployed on its own, as its team would: its whole build (browser files, server code, route declarations)
// served as plain files on another origin under /remotes/<workspace>/, loadable from any origin.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.cjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** @returns its origin and how to stop it */
export async function deployStatic(workspace: string, dist: string, port = 0): Promise<{ origin: string; close: () => Promise<void> }> {
  const prefix = `/remotes/${workspace}/`;
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const file = path.join(dist, urlPath.slice(prefix.length));
    const found = urlPath.startsWith(prefix) && !urlPath.includes('..') && statSync(file, { throwIfNoEntry: false })?.isFile();
    if (!found) return response.writeHead(404).end();
    const stat = statSync(file);
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      etag: `"${stat.size}-${stat.mtimeMs}"`,
      'cache-control': 'no-cache',
    });
    if (request.method === 'HEAD') return response.end();
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
