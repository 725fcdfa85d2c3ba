// @vitest-environment node
import { createServer } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiReads } from './api-reads.mjs';

// What the kit's API client reads of an answer (status, ok, status text, headers, body), from a real HTTP server.
const api = createServer((request, response) => {
  if (request.url === '/api/busy') {
    response.writeHead(429, { 'Content-Type': 'text/plain', 'Retry-After': '30', 'Set-Cookie': ['a=1', 'b=2'] });
    return response.end('Too many messages');
  }
  if (request.url.startsWith('/api/list')) {
    // A list whose version is its ETag, as the API sends it: strong, weak (`?weak`) or none (`?untagged`).
    const query = new URL(request.url, 'http://api').searchParams;
    const etag = query.has('untagged') ? {} : { ETag: `${query.has('weak') ? 'W/' : ''}"v${listVersion}"` };
    response.writeHead(200, { 'Content-Type': 'application/json', ...etag });
    return response.end(JSON.stringify([{ id: listVersion, tags: ['a'] }]));
  }
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ method: request.method, accept: request.headers['accept-encoding'] ?? null, body }));
  });
});
let origin = '';
let listVersion = 1;
beforeAll(async () => {
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${api.address().port}`;
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

it('shares one frozen copy of each version of a list between reads, and a new one when the list changes', async () => {
  const read = createApiReads();
  const list = async (query = '') => (await read(`${origin}/api/list${query}`, {})).sharedJson?.();
  const first = await list();
  expect(first).toEqual([{ id: 1, tags: ['a'] }]);
  expect(await list()).toBe(first);
  expect(Object.isFrozen(first) && Object.isFrozen(first[0]) && Object.isFrozen(first[0].tags)).toBe(true);
  expect(() => first[0].tags.push('b')).toThrow(TypeError);
  listVersion = 2;
  const second = await list();
  expect(second).toEqual([{ id: 2, tags: ['a'] }]);
  expect(second).not.toBe(first);
});

it('shares nothing whose bytes a version does not pin down: a weak ETag, none, an error or a POST', async () => {
  const read = createApiReads();
  expect((await read(`${origin}/api/list?weak`, {})).sharedJson).toBeUndefined();
  expect((await read(`${origin}/api/list?untagged`, {})).sharedJson).toBeUndefined();
  expect((await read(`${origin}/api/busy`, {})).sharedJson).toBeUndefined();
  expect((await read(`${origin}/api/list`, { method: 'POST', body: '{}' })).sharedJson).toBeUndefined();
});
