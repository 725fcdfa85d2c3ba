// What the gateway answers under particular settings, or with an API that behaves in a particular way: the answers
// the gateway cases cannot ask of one `npm start`. Real gateways on the real builds, over real HTTP.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rawRequest } from './gateway-address.ts';
import { SECURITY_HEADERS } from './gateway-case.ts';
import { startGateway, type GatewayUnderTest } from './start-gateway.ts';
import { startFakeApi, type FakeApi } from './fake-api.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const running: (GatewayUnderTest | FakeApi)[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});
const gateway = async (options: Parameters<typeof startGateway>[0]) => {
  const site = await startGateway(options);
  running.push(site);
  return site;
};
const fakeApi = async (answer: Parameters<typeof startFakeApi>[0]) => {
  const api = await startFakeApi(answer);
  running.push(api);
  return api;
};

/** Where a page is not the point: no render workers to start. */
const NO_RENDER = { SERVER_RENDER: 'off' };

const jsonOf = (body: Buffer) => JSON.parse(body.toString()) as unknown;

describe("SERVER_RENDER=off: the shell's static page for every page", () => {
  it('200 on a route, 404 elsewhere, kept by no one for a staff page or a form', async () => {
    const site = await gateway({ env: { SERVER_RENDER: 'off' } });
    const staticPage = readFileSync(path.join(rootDir, 'shell', 'dist', 'index.html'), 'utf8');
    for (const [page, status, cacheControl] of [
      ['/about?lang=en', 200, 'no-cache'],
      ['/products', 200, 'no-cache'],
      ['/team?lang=ku', 404, 'no-cache'],
      ['/staff?lang=ku', 200, 'no-store'],
      ['/contact?lang=en', 200, 'no-store'],
    ] as const) {
      const answer = await rawRequest(site.baseUrl, page);
      expect([answer.status, answer.headers['cache-control'], answer.headers['content-type']], page).toEqual([
        status,
        cacheControl,
        'text/html; charset=utf-8',
      ]);
      expect(answer.body.toString(), page).toBe(staticPage);
    }
  });
});

describe('/api', () => {
  it('with no API configured: 503 in the JSON shape, with the security headers', async () => {
    const site = await gateway({ env: NO_RENDER, apiOrigin: () => null });
    const answer = await rawRequest(site.baseUrl, '/api/services');
    expect(answer.status).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(jsonOf(answer.body)).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The API is not running.' });
    for (const name of SECURITY_HEADERS) expect(answer.headers[name], name).toBeTruthy();
  });

  it('with an API that does not answer in time: 504 in the JSON shape', async () => {
    const api = await fakeApi(() => 'hold');
    const site = await gateway({ env: NO_RENDER, apiOrigin: () => api.origin, apiTimeoutMs: 300 });
    const answer = await rawRequest(site.baseUrl, '/api/services');
    expect(answer.status).toBe(504);
    expect(jsonOf(answer.body)).toEqual({ statusCode: 504, error: 'Gateway Timeout', message: 'The API did not answer in time.' });
    expect(api.seen.map((request) => request.url)).toEqual(['/api/services']);
  });

  it("passes the request's own headers on to the API as sent, and its method, path and query", async () => {
    const api = await fakeApi((_request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const site = await gateway({ env: NO_RENDER, apiOrigin: () => api.origin });
    const headers = { 'x-csrf-token': 'token-1', 'accept-language': 'ckb', 'if-match': '"3"', 'x-anything': 'as sent' };
    expect((await rawRequest(site.baseUrl, '/api/staff/content/products/1?x=1', { method: 'PUT', headers, body: '{}' })).status).toBe(200);
    const [seen] = api.seen;
    expect([seen?.method, seen?.url]).toEqual(['PUT', '/api/staff/content/products/1?x=1']);
    expect(seen?.headers).toMatchObject(headers);
  });

  it('keeps the security headers the API sets on its own answer, and adds the others', async () => {
    const own = { 'content-security-policy': "default-src 'none'", 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' };
    const api = await fakeApi((_request, response) => void response.writeHead(200, { 'content-type': 'application/json', ...own }).end('{}'));
    const site = await gateway({ env: NO_RENDER, apiOrigin: () => api.origin });
    const answer = await rawRequest(site.baseUrl, '/api/services');
    expect(answer.status).toBe(200);
    for (const [name, value] of Object.entries(own)) expect(answer.headers[name], name).toBe(value);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['permissions-policy']).toMatch(/^accelerometer=\(\), camera=\(\)/);
  });

  it('sends the bare /api path to the API too', async () => {
    const api = await fakeApi(
      (request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: request.url })),
    );
    const site = await gateway({ env: NO_RENDER, apiOrigin: () => api.origin });
    expect(jsonOf((await rawRequest(site.baseUrl, '/api')).body)).toEqual({ path: '/api' });
    expect(jsonOf((await rawRequest(site.baseUrl, '/api?x=1')).body)).toEqual({ path: '/api?x=1' });
  });

  it("streams the API's answer: what the API has sent arrives before it has finished", async () => {
    const api = await fakeApi((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).write('["first",');
      return 'hold';
    });
    const site = await gateway({ env: NO_RENDER, apiOrigin: () => api.origin });
    const first = await new Promise<string>((resolve, reject) => {
      const request = net.connect(Number(new URL(site.baseUrl).port), '127.0.0.1', () =>
        request.write('GET /api/stream HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      );
      let received = '';
      request.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        if (received.includes('"first",')) resolve(received);
      });
      request.on('error', reject);
      request.on('close', () => reject(new Error(`closed before the first part came: ${received}`)));
    });
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(api.held[0]?.writableEnded).toBe(false);
  });
});

describe('/remotes.json', () => {
  it('follows MFE_*_URL on the next request: one remote moved, then two at once, then all back', async () => {
    const env: Record<string, string | undefined> = { SERVER_RENDER: 'off' };
    const site = await gateway({ env });
    const locations = async () => jsonOf((await rawRequest(site.baseUrl, '/remotes.json')).body);
    const AT_HOME = {
      'mfe-home': '/remotes/mfe-home/remoteEntry.js',
      'mfe-catalogue': '/remotes/mfe-catalogue/remoteEntry.js',
      'mfe-contact': '/remotes/mfe-contact/remoteEntry.js',
    };
    expect(await locations()).toEqual(AT_HOME);

    env.MFE_CATALOGUE_URL = 'http://127.0.0.1:9/catalogue/';
    expect(await locations()).toEqual({ ...AT_HOME, 'mfe-catalogue': 'http://127.0.0.1:9/catalogue/remoteEntry.js' });

    // A manifest URL is the remoteEntry.js beside it; one with a query is taken as it is.
    env.MFE_CATALOGUE_URL = 'http://127.0.0.1:9/catalogue/mf-manifest.json';
    env.MFE_CONTACT_URL = ' http://127.0.0.1:9/contact/mf-manifest.json?v=2 ';
    expect(await locations()).toEqual({
      ...AT_HOME,
      'mfe-catalogue': 'http://127.0.0.1:9/catalogue/remoteEntry.js',
      'mfe-contact': 'http://127.0.0.1:9/contact/mf-manifest.json?v=2',
    });

    env.MFE_CATALOGUE_URL = '';
    delete env.MFE_CONTACT_URL;
    expect(await locations()).toEqual(AT_HOME);
  });
});

/**
 * Opens a connection, sends `text` and then nothing more.
 * @returns what the gateway wrote before the connection ended
 */
function stallAfter(baseUrl: string, text: string): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const socket = net.connect(Number(new URL(baseUrl).port), '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
  });
}

describe('a client that stops sending (requestTimeout)', () => {
  it('is cut off when its headers stop coming', async () => {
    const site = await gateway({ env: NO_RENDER, requestTimeoutMs: 500 });
    expect(await stallAfter(site.baseUrl, 'GET /about?lang=en HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1')).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('is cut off when its body stops coming: the API never gets the whole body', async () => {
    const api = await fakeApi((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(201, { 'content-type': 'application/json' }).end('{}'));
    });
    const site = await gateway({ env: NO_RENDER, apiOrigin: () => api.origin, requestTimeoutMs: 500 });
    const head = 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    expect(await stallAfter(site.baseUrl, `${head}{"name":"`)).toMatch(/^HTTP\/1\.1 408 /);
    // The proxy passed on what came (the headers, a part of the body), then gave up the request to the API too.
    await vi.waitFor(() => expect(api.seen.map((request) => [request.destroyed, request.complete])).toEqual([[true, false]]));
  });
});
