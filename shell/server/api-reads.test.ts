// @vitest-environment node
import { createServer } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createApiReads } from './api-reads.js';

// What the kit's API client reads of an answer (status, ok, status text, headers, body), from a real HTTP server.
const api = createServer((request, response) => {
  if (request.url === '/api/busy') {
    response.writeHead(429, { 'Content-Type': 'text/plain', 'Retry-After': '30', 'Set-Cookie': ['a=1', 'b=2'] });
    return response.end('Too many messages');
  }
  if (request.url?.startsWith('/api/list')) {
    // A list whose version is its ETag: `?kept` as the API sends its lists, `?revalidated` to be asked again by its
    // ETag before each use, else not to be kept.
    listReads += 1;
    const etag = '"v1"';
    const query = new URL(request.url ?? '/', 'http://api').searchParams;
    const cacheControl = query.has('kept') ? 'public, max-age=60, must-revalidate' : query.has('revalidated') ? 'no-cache' : 'no-store';
    if (request.headers['if-none-match'] === etag) {
      notModified += 1;
      response.writeHead(304, { ETag: etag, 'Cache-Control': cacheControl });
      return response.end();
    }
    response.writeHead(200, { 'Content-Type': 'application/json', ETag: etag, 'Cache-Control': cacheControl });
    return response.end(JSON.stringify([{ id: 1, tags: ['a'] }]));
  }
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ method: request.method, accept: request.headers['accept-encoding'] ?? null, body }));
  });
});
let origin = '';
let listReads = 0;
let notModified = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

it("answers with the status, the body and the request's own method, headers and body", async () => {
  const read = createApiReads();
  const answer = await read(`${origin}/api/echo`, { method: 'POST', headers: { 'Accept-Encoding': 'identity' }, body: '{"x":1}' });
  expect([answer.ok, answer.status, answer.statusText]).toEqual([true, 200, 'OK']);
  expect(JSON.parse(await answer.text())).toEqual({ method: 'POST', accept: 'identity', body: '{"x":1}' });
});

it('answers an error with its status text and headers, as a fetch Response would', async () => {
  const answer = await createApiReads()(`${origin}/api/busy`, {});
  expect([answer.ok, answer.status, answer.statusText]).toEqual([false, 429, 'Too Many Requests']);
  expect(answer.headers.get('retry-after')).toBe('30');
  expect(answer.headers.get('set-cookie')).toBe('a=1, b=2');
  expect(await answer.text()).toBe('Too many messages');
});

it('reads a list the API lets it keep once while it is fresh', async () => {
  const read = createApiReads();
  listReads = 0;
  for (let each = 0; each < 3; each += 1) expect(JSON.parse(await (await read(`${origin}/api/list?kept`, {})).text())).toEqual([{ id: 1, tags: ['a'] }]);
  expect(listReads).toBe(1);
});

it("asks again by its ETag for a list it must revalidate, and keeps what it had on the API's 304", async () => {
  const read = createApiReads();
  [listReads, notModified] = [0, 0];
  for (let each = 0; each < 2; each += 1) expect(JSON.parse(await (await read(`${origin}/api/list?revalidated`, {})).text())).toEqual([{ id: 1, tags: ['a'] }]);
  expect([listReads, notModified]).toEqual([2, 1]);
});

it('reads again each time a list the API does not let it keep', async () => {
  const read = createApiReads();
  listReads = 0;
  for (let each = 0; each < 3; each += 1) await (await read(`${origin}/api/list`, {})).text();
  expect(listReads).toBe(3);
});
