// What the gateway believes, as an operator configures it: the public origin every page URL is built on, and the
// X-Forwarded-* headers of a proxy in front, only when that proxy is one it was told to trust.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './gateway-address.ts';
import { startGateway } from './start-gateway.ts';
import { startFakeApi, type FakeApi } from './fake-api.ts';

const BEHIND_TLS = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5', host: 'localhost:8443' };

/** An API whose /api/echo answers with the forwarding headers it was sent, and whose lists are empty. */
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const echo = { for: request.headers['x-forwarded-for'], proto: request.headers['x-forwarded-proto'] };
    response.end(JSON.stringify(request.url === '/api/echo' ? echo : []));
  });
});
afterAll(() => api.close());

const gateway = (env: Record<string, string>) => startGateway({ env: { ...env, SERVER_RENDER: 'on' }, apiOrigin: () => api.origin });

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('a proxy in front', () => {
  it("is believed when trusted: https, its host, and the client's address it reports", async () => {
    const site = await gateway({ TRUSTED_PROXIES: '127.0.0.1, ::1' });
    try {
      expect(canonicalOf((await rawRequest(site.baseUrl, '/about?lang=en', { headers: BEHIND_TLS })).body.toString())).toBe(
        'https://localhost:8443/about?lang=en',
      );
      expect(JSON.parse((await rawRequest(site.baseUrl, '/api/echo', { headers: BEHIND_TLS })).body.toString())).toEqual({
        for: '203.0.113.5',
        proto: 'https',
      });
    } finally {
      await site.close();
    }
  });

  it('is not believed when not trusted: the peer is the client, and the scheme is http', async () => {
    const site = await gateway({});
    try {
      expect(canonicalOf((await rawRequest(site.baseUrl, '/about?lang=en', { headers: BEHIND_TLS })).body.toString())).toBe(
        'http://localhost:8443/about?lang=en',
      );
      expect(JSON.parse((await rawRequest(site.baseUrl, '/api/echo', { headers: BEHIND_TLS })).body.toString())).toEqual({ for: '127.0.0.1', proto: 'http' });
    } finally {
      await site.close();
    }
  });
});

describe('a public origin', () => {
  it('is what every page URL is built on, whatever the Host; its host is answered, an unknown one refused', async () => {
    const site = await gateway({ PUBLIC_ORIGIN: 'https://azmar.example', ALLOWED_HOSTS: 'www.azmar.example' });
    try {
      for (const host of ['azmar.example', 'www.azmar.example', 'localhost:9999']) {
        const answer = await rawRequest(site.baseUrl, '/products?lang=ku', { headers: { host } });
        expect(answer.status, host).toBe(200);
        expect(canonicalOf(answer.body.toString()), host).toBe('https://azmar.example/products?lang=ku');
      }
      const sitemap = (await rawRequest(site.baseUrl, '/sitemap.xml', { headers: { host: 'www.azmar.example' } })).body.toString();
      expect(sitemap).toContain('<loc>https://azmar.example/?lang=en</loc>');
      expect((await rawRequest(site.baseUrl, '/products?lang=ku', { headers: { host: 'evil.example' } })).status).toBe(400);
    } finally {
      await site.close();
    }
  });
});
