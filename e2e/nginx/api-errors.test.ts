// Every answer under /api is in the API's JSON error shape ({ statusCode, error, message }), for any method and any
// path, also the ones nginx makes itself before or instead of asking the API: a method nginx refuses, a path it
// cannot decode, a path that leaves /api once decoded, an API that is down. Outside /api its errors stay plain text.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import getPort from 'get-port';
import { makeFakeDists, rawRequest, type FakeDists } from './fake-dists.ts';
import { startNginx, type RunningNginx } from './nginx-process.ts';

let dists: FakeDists;
let api: http.Server;
const seen: string[] = [];
let up: RunningNginx;
let down: RunningNginx;

beforeAll(async () => {
  dists = makeFakeDists();
  // Answers as the API does for a route it does not have.
  api = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: `Cannot ${req.method} ${req.url}` }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  up = await startNginx({ ...dists.env, API_UPSTREAM: `127.0.0.1:${(api.address() as AddressInfo).port}` });
  down = await startNginx({ ...dists.env, API_UPSTREAM: `127.0.0.1:${await getPort({ host: '127.0.0.1' })}` });
});
afterAll(async () => {
  await up?.stop();
  await down?.stop();
  dists?.remove();
  api?.closeAllConnections();
  await new Promise((resolve) => api?.close(resolve));
});

type Answer = Awaited<ReturnType<typeof rawRequest>>;

function expectJsonError(answer: Answer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body.toString())).toEqual({ statusCode: status, error: STATUS_CODES[status], message: expect.any(String) });
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

describe('nginx answers under /api in the JSON error shape, without asking the API', () => {
  it.each([
    ['TRACE', '/api/services', 405],
    ['TRACE', '/api', 405],
    ['GET', '/api/..%2f..%2fpackage.json', 400],
    ['GET', '/api/%2e%2e/%2e%2e/package.json', 400],
    ['GET', '/api/docs/../../package.json', 404],
    ['PROPFIND', '/api/docs/../../package.json', 404],
    ['GET', '/api/..', 404],
    ['GET', '/api%2f..%2fabout', 404],
    ['POST', '/api/../contact', 404],
  ])('%s %s: %i', async (method, rawPath, status) => {
    const before = seen.length;
    const answer = await rawRequest(up.baseUrl, rawPath, { method });
    expectJsonError(answer, status);
    expect(answer.body.toString()).not.toContain('"name"');
    expect(seen).toHaveLength(before);
  });

  it('a refused method carries no Allow of the pages', async () => {
    expect((await rawRequest(up.baseUrl, '/api/services', { method: 'TRACE' })).headers.allow).toBeUndefined();
  });
});

describe('the API answers under /api for any method, and nginx in its shape when the API is down', () => {
  it.each([
    ['PROPFIND', '/api/services'],
    ['GET', '/api/services/../contact'],
    ['DELETE', '/api/no-such-route'],
    ['OPTIONS', '/api/contact'],
    ['GET', '/api/./services'],
  ])('%s %s', async (method, rawPath) => {
    const answer = await rawRequest(up.baseUrl, rawPath, { method });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(seen.at(-1)?.startsWith(`${method} /api`)).toBe(true);
    expectJsonError(await rawRequest(down.baseUrl, rawPath, { method }), 502);
  });
});

describe('outside /api nginx answers plain text, as before', () => {
  it.each([
    ['TRACE', '/about', 405],
    ['GET', '/%2e%2e/secret.txt', 400],
    ['GET', '/assets/missing.png', 404],
    ['POST', '/about', 405],
  ])('%s %s: %i', async (method, rawPath, status) => {
    const answer = await rawRequest(up.baseUrl, rawPath, { method });
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body.toString()).toBe(STATUS_CODES[status]);
  });
});
