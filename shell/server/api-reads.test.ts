// @vitest-environment node
import { createServer } from 'node:http';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createApiReads } from './api-reads.js';

// What the kit's API client reads of an answer (status, ok, status text, headers, body), from a real HTTP server.
const reads = new Map<string, number>();
let servicesFail = false;
let projectsCacheControl = 'public, max-age=1, must-revalidate';
const api = createServer((request, response) => {
  reads.set(request.url ?? '', (reads.get(request.url ?? '') ?? 0) + 1);
  if (request.url === '/api/busy') {
    response.writeHead(429, { 'Content-Type': 'text/plain', 'Retry-After': '30', 'Set-Cookie': ['a=1', 'b=2'] });
    return response.end('Too many messages');
  }
  if (request.url === '/api/services' && servicesFail) {
    response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
    return response.end('{"message":"The database is away"}');
  }
  if (['/api/products', '/api/services', '/api/projects'].includes(request.url ?? '') || request.url?.startsWith('/api/preview/')) {
    // As the API sends its lists (the projects' as a test sets it).
    const cacheControl = request.url === '/api/projects' ? projectsCacheControl : 'public, max-age=1, must-revalidate';
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': cacheControl });
    // Slow enough for several renders to ask while it is on its way.
    return setTimeout(() => response.end(JSON.stringify([{ id: reads.get(request.url ?? ''), tags: ['a'] }])), 50);
  }
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ method: request.method, accept: request.headers['accept-encoding'] ?? null, body }));
  });
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
beforeEach(() => {
  reads.clear();
  servicesFail = false;
  projectsCacheControl = 'public, max-age=1, must-revalidate';
});
afterAll(() => api.close());

const listOf = async (answer: Awaited<ReturnType<ReturnType<typeof createApiReads>>>) => JSON.parse(await answer.text()) as unknown;

it("answers with the status, the body and the request's own method, headers and body", async () => {
  const read = createApiReads(1000);
  const answer = await read(`${origin}/api/echo`, { method: 'POST', headers: { 'Accept-Encoding': 'identity' }, body: '{"x":1}' });
  expect([answer.ok, answer.status, answer.statusText]).toEqual([true, 200, 'OK']);
  expect(JSON.parse(await answer.text())).toEqual({ method: 'POST', accept: 'identity', body: '{"x":1}' });
});

it('answers an error with its status text and headers, as a fetch Response would', async () => {
  const answer = await createApiReads(1000)(`${origin}/api/busy`, {});
  expect([answer.ok, answer.status, answer.statusText]).toEqual([false, 429, 'Too Many Requests']);
  expect(answer.headers.get('retry-after')).toBe('30');
  expect(answer.headers.get('set-cookie')).toBe('a=1, b=2');
  expect(await answer.text()).toBe('Too many messages');
});

it('reads a content list once for the renders that ask at the same time, keeps it its max-age, then reads it again', async () => {
  const read = createApiReads(1000);
  const first = await Promise.all([1, 2, 3].map(() => read(`${origin}/api/products`, {}).then(listOf)));
  expect(first).toEqual([[{ id: 1, tags: ['a'] }], [{ id: 1, tags: ['a'] }], [{ id: 1, tags: ['a'] }]]);
  expect(await listOf(await read(`${origin}/api/products`, {}))).toEqual([{ id: 1, tags: ['a'] }]);
  expect(reads.get('/api/products')).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect(await listOf(await read(`${origin}/api/products`, {}))).toEqual([{ id: 2, tags: ['a'] }]);
  expect(reads.get('/api/products')).toBe(2);
});

it('keeps nothing the API does not let it keep, nor what is not a content list', async () => {
  const read = createApiReads(1000);
  projectsCacheControl = 'no-store';
  for (let each = 0; each < 2; each += 1) await read(`${origin}/api/projects`, {});
  for (let each = 0; each < 2; each += 1) await read(`${origin}/api/preview/abc/products`, {});
  for (let each = 0; each < 2; each += 1) await read(`${origin}/api/echo`, {});
  expect(Object.fromEntries(reads)).toEqual({ '/api/projects': 2, '/api/preview/abc/products': 2, '/api/echo': 2 });
});

it('does not keep an error: the next render asks again, and gets the list once the API has it', async () => {
  const read = createApiReads(1000);
  servicesFail = true;
  const failed = await read(`${origin}/api/services`, {});
  expect([failed.ok, failed.status, failed.headers.get('retry-after')]).toEqual([false, 503, '5']);
  servicesFail = false;
  const answer = await read(`${origin}/api/services`, {});
  expect([answer.ok, await listOf(answer)]).toEqual([true, [{ id: 2, tags: ['a'] }]]);
  expect(reads.get('/api/services')).toBe(2);
});

it("ends one render's wait at its own limit, not the read the others wait for", async () => {
  const read = createApiReads(1000);
  const hurried = read(`${origin}/api/products`, { signal: AbortSignal.timeout(5) });
  const patient = read(`${origin}/api/products`, {});
  await expect(hurried).rejects.toThrow();
  expect(await listOf(await patient)).toEqual([{ id: 1, tags: ['a'] }]);
  expect(reads.get('/api/products')).toBe(1);
});
