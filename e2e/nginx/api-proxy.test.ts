// The gateway's /api proxy cases (e2e/gateway/api-proxy.test.ts) against the nginx front door, with a tiny API on
// loopback that records what reaches it; plus the limits nginx adds in front of the API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import getPort from 'get-port';
import { makeFakeDists, type FakeDists } from './fake-dists.ts';
import { startNginx, type RunningNginx } from './nginx-process.ts';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let api: http.Server;
const seen: Seen[] = [];
let dists: FakeDists;
let nginx: RunningNginx;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      if (req.url === '/api/slow') return; // never answers
      if (req.url === '/api/stream') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first ');
        setTimeout(() => res.end('second'), 50);
        return;
      }
      if (req.url === '/api/missing') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/missing' }));
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes', 'set-cookie': 'a=1', 'cache-control': 'private, max-age=5' });
      res.end(JSON.stringify({ ok: true }));
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

describe('/api reverse proxy', () => {
  it('forwards method, path, query, headers and body, and adds X-Forwarded-For', async () => {
    const response = await fetch(`${nginx.baseUrl}/api/contact?lang=ku`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-custom': 'kept', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ name: 'Aram' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(response.headers.get('set-cookie')).toBe('a=1');
    expect(response.headers.get('cache-control')).toBe('private, max-age=5');
    expect(await response.json()).toEqual({ ok: true });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/contact?lang=ku');
    expect(request.headers['x-custom']).toBe('kept');
    expect(request.headers['content-type']).toBe('application/json');
    // The client's own claim first, then the address nginx saw: the one hop the API trusts (TRUST_PROXY).
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(request.headers['x-forwarded-proto']).toBe('http');
    expect(request.body).toBe('{"name":"Aram"}');
  });

  it('sends the client address alone when the client claims none', async () => {
    await fetch(`${nginx.baseUrl}/api/services`);
    expect(seen.at(-1)!.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('proxies the bare /api path too, and not a path that only starts with it', async () => {
    await fetch(`${nginx.baseUrl}/api`);
    expect(seen.at(-1)!.url).toBe('/api');
    const before = seen.length;
    const apix = await fetch(`${nginx.baseUrl}/apix`);
    expect(apix.status).toBe(404);
    expect(seen.length).toBe(before);
  });

  it('passes upstream error statuses through unchanged', async () => {
    const response = await fetch(`${nginx.baseUrl}/api/missing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/missing' });
  });

  it('streams the answer', async () => {
    const response = await fetch(`${nginx.baseUrl}/api/stream`);
    expect(await response.text()).toBe('first second');
  });

  it('answers 504 JSON instead of hanging when the API does not answer', async () => {
    const response = await fetch(`${nginx.baseUrl}/api/slow`);
    expect(response.status).toBe(504);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toMatchObject({ statusCode: 504, error: 'Gateway Timeout' });
  });

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
});

describe('an API that is down', () => {
  it('answers 502 JSON', async () => {
    const deadPort = await getPort({ host: '127.0.0.1' });
    const down = await startNginx({ ...dists.env, API_UPSTREAM: `127.0.0.1:${deadPort}` });
    try {
      const response = await fetch(`${down.baseUrl}/api/services`);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ statusCode: 502, error: 'Bad Gateway' });
    } finally {
      await down.stop();
    }
  });
});
