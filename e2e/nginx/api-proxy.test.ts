// What nginx alone adds in front of the API: a body limit, a limit on the requests one address has open at once,
// and the dated sitemap read uncompressed (sub_filter rewrites its origin). What both front doors answer under /api
// is in the front-door table (e2e/front-door/).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITEMAP_API_PATH } from '@azmar/contract/content/content-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFakeDists, rawRequest, type FakeDists } from './fake-dists.ts';
import { startNginx, type RunningNginx } from './nginx-process.ts';

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
}

let api: http.Server;
const seen: Seen[] = [];
let dists: FakeDists;
let nginx: RunningNginx;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      if (req.url === '/api/slow') return; // never answers
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  dists = makeFakeDists();
  nginx = await startNginx({
    ...dists.env,
    API_UPSTREAM: `127.0.0.1:${(api.address() as AddressInfo).port}`,
    API_TIMEOUT: '1s',
    NGINX_CONN_LIMIT: '2',
  });
});

afterAll(async () => {
  await nginx?.stop();
  dists?.remove();
  api?.closeAllConnections();
  await new Promise((resolve) => api?.close(resolve));
});

describe('nginx in front of the API', () => {
  it('refuses a body over the limit with 413 JSON before it reaches the API', async () => {
    const before = seen.length;
    const response = await fetch(`${nginx.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(40_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    expect(seen.length).toBe(before);
  });

  it('limits the requests one address has open at once (429 past NGINX_CONN_LIMIT)', async () => {
    const slowSeen = () => seen.filter((request) => request.url === '/api/slow').length;
    const before = slowSeen();
    const hanging = [fetch(`${nginx.baseUrl}/api/slow`), fetch(`${nginx.baseUrl}/api/slow`)];
    // Both are held by the API (which never answers) before the third comes.
    for (let i = 0; i < 100 && slowSeen() < before + 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(slowSeen()).toBe(before + 2);
    const third = await fetch(`${nginx.baseUrl}/remotes.json`);
    expect(third.status).toBe(429);
    const statuses = await Promise.all(hanging.map(async (pending) => (await pending).status));
    expect(statuses).toEqual([504, 504]);
    expect((await fetch(`${nginx.baseUrl}/remotes.json`)).status).toBe(200);
  });

  it('asks the API for the dated sitemap uncompressed, whatever the visitor accepts (sub_filter reads its body)', async () => {
    await rawRequest(nginx.baseUrl, '/sitemap.xml', { headers: { 'accept-encoding': 'gzip, br' } });
    const asked = seen.filter((request) => request.url === SITEMAP_API_PATH).at(-1);
    expect(asked).toBeDefined();
    expect(asked?.headers['accept-encoding']).toBeUndefined();
  });
});
