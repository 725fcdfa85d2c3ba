// CLIENT_REQUEST_LIMIT: the requests one client address may have in progress at once, counted as the gateway sees
// the client (behind a trusted proxy: the address it reports). Requests are held in progress by an API that answers
// only when the test lets it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest, type Answer } from './gateway-address.ts';
import { SECURITY_HEADERS } from './gateway-case.ts';
import { startGateway, type GatewayUnderTest } from './start-gateway.ts';
import { startFakeApi, type FakeApi } from './fake-api.ts';

const LIMIT = 3;
const CLIENT = { 'x-forwarded-for': '203.0.113.1' };
const OTHER_CLIENT = { 'x-forwarded-for': '203.0.113.2' };

let api: FakeApi;
let site: GatewayUnderTest;
beforeAll(async () => {
  api = await startFakeApi((request, response) => {
    if (request.url?.startsWith('/api/hold')) return 'hold';
    response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });
});
afterEach(() => site?.close());
afterAll(() => api.close());

const gatewayWith = async (limit: string) => {
  site = await startGateway({ env: { CLIENT_REQUEST_LIMIT: limit, TRUSTED_PROXIES: '127.0.0.1', SERVER_RENDER: 'off' }, apiOrigin: () => api.origin });
};

/** `count` requests of the client that the API holds, once the API has them all; aborted when `signal` says so. */
async function holdRequests(count: number, signal?: AbortSignal): Promise<Promise<Answer>[]> {
  const before = api.held.length;
  const answers = Array.from({ length: count }, () => rawRequest(site.baseUrl, '/api/hold', { headers: CLIENT, signal }));
  for (const answer of answers) answer.catch(() => {});
  await vi.waitFor(() => expect(api.held.length).toBe(before + count));
  return answers;
}

describe('the requests one client may have in progress', () => {
  it('are answered 429 past the limit, in the JSON shape under /api and text elsewhere, with the security headers', async () => {
    await gatewayWith(String(LIMIT));
    const held = await holdRequests(LIMIT);

    const api429 = await rawRequest(site.baseUrl, '/api/services', { headers: CLIENT });
    expect(api429.status).toBe(429);
    expect(api429.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(api429.body.toString())).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(api429.headers['retry-after']).toBe('1');
    const page429 = await rawRequest(site.baseUrl, '/about?lang=en', { headers: CLIENT });
    expect([page429.status, page429.headers['content-type']]).toEqual([429, 'text/plain; charset=utf-8']);
    for (const answer of [api429, page429]) for (const name of SECURITY_HEADERS) expect(answer.headers[name], name).toBeTruthy();
    // The refused requests took no slot and never reached the API.
    expect(api.seen.filter((request) => request.url === '/api/services')).toEqual([]);

    // Another client has its own count.
    expect((await rawRequest(site.baseUrl, '/api/services', { headers: OTHER_CLIENT })).status).toBe(200);

    // Answered, they free their slots: as many again are let through, and no more.
    api.release();
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual(Array(LIMIT).fill(200));
    const again = await holdRequests(LIMIT);
    expect((await rawRequest(site.baseUrl, '/remotes.json', { headers: CLIENT })).status).toBe(429);
    api.release();
    await Promise.all(again);
  });

  it('are freed when their client goes away before the answer', async () => {
    await gatewayWith(String(LIMIT));
    const abandon = new AbortController();
    await holdRequests(LIMIT, abandon.signal);
    expect((await rawRequest(site.baseUrl, '/remotes.json', { headers: CLIENT })).status).toBe(429);

    abandon.abort();
    // The API still holds them (the proxy does not cancel a request upstream), yet the slots are the client's again.
    await vi.waitFor(async () => expect((await rawRequest(site.baseUrl, '/remotes.json', { headers: CLIENT })).status).toBe(200));
    const again = await holdRequests(LIMIT);
    expect((await rawRequest(site.baseUrl, '/remotes.json', { headers: CLIENT })).status).toBe(429);
    api.release();
    await Promise.all(again);
  });

  it('are not limited with CLIENT_REQUEST_LIMIT=0', async () => {
    await gatewayWith('0');
    const held = await holdRequests(21);
    expect((await rawRequest(site.baseUrl, '/remotes.json', { headers: CLIENT })).status).toBe(200);
    api.release();
    await Promise.all(held);
  });
});
