import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../scripts/gateway/gateway-server.mjs';
import { startFakeSite, type FakeSite } from './fake-site.ts';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let upstream: http.Server;
let upstreamUrl: string;
let target: string | null;
const seen: Seen[] = [];
let site: FakeSite;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
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
      res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes', 'set-cookie': 'a=1' });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  const port = await listen(upstream, 0, '127.0.0.1');
  upstreamUrl = `http://127.0.0.1:${port}`;
  target = upstreamUrl;
  site = await startFakeSite({ apiTarget: () => target, apiTimeoutMs: 500 });
});

afterAll(async () => {
  await site.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('/api reverse proxy', () => {
  it('forwards method, path, query, headers and body, and adds X-Forwarded-For', async () => {
    target = upstreamUrl;
    const response = await fetch(`${site.baseUrl}/api/contact?lang=ku`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-custom': 'kept', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ name: 'Aram' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(response.headers.get('set-cookie')).toBe('a=1');
    expect(await response.json()).toEqual({ ok: true });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/contact?lang=ku');
    expect(request.headers['x-custom']).toBe('kept');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-forwarded-for']).toMatch(/^203\.0\.113\.9, (::ffff:)?127\.0\.0\.1$/);
    expect(request.body).toBe('{"name":"Aram"}');
  });

  it('proxies the bare /api path too', async () => {
    target = upstreamUrl;
    await fetch(`${site.baseUrl}/api`);
    expect(seen.at(-1)!.url).toBe('/api');
  });

  it('passes upstream error statuses through unchanged', async () => {
    target = upstreamUrl;
    const response = await fetch(`${site.baseUrl}/api/missing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/missing' });
  });

  it('streams the answer', async () => {
    target = upstreamUrl;
    const response = await fetch(`${site.baseUrl}/api/stream`);
    expect(await response.text()).toBe('first second');
  });

  it('answers 503 JSON when no API is running', async () => {
    target = null;
    const response = await fetch(`${site.baseUrl}/api/services`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The API is not running.' });
  });

  it('answers 502 JSON when the API is down', async () => {
    const probe = http.createServer();
    const deadPort = await listen(probe, 0, '127.0.0.1');
    await new Promise((resolve) => probe.close(resolve));
    target = `http://127.0.0.1:${deadPort}`;
    const response = await fetch(`${site.baseUrl}/api/services`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ statusCode: 502, error: 'Bad Gateway' });
  });

  it('answers 504 JSON instead of hanging when the API does not answer', async () => {
    target = upstreamUrl;
    const response = await fetch(`${site.baseUrl}/api/slow`);
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ statusCode: 504, error: 'Gateway Timeout' });
  });
});
