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
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ method: request.method, accept: request.headers['accept-encoding'] ?? null, body }));
  });
});
let origin = '';
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
