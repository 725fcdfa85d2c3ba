// The gateway's /sitemap.xml and /robots.txt cases (e2e/gateway/sitemap.test.ts, robots.test.ts) against the nginx
// front door: the same text as the gateway's builders, on the origin of each request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { buildRobots } from '../../scripts/gateway/robots.mjs';
import { buildSitemap } from '../../scripts/gateway/sitemap.mjs';
import { makeFakeDists, rawRequest, type FakeDists } from './fake-dists.ts';
import { startNginx, type RunningNginx } from './nginx-process.ts';

/** The <loc> values of a sitemap, in order. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

let dists: FakeDists;
let nginx: RunningNginx;
beforeAll(async () => {
  dists = makeFakeDists();
  nginx = await startNginx(dists.env);
});
afterAll(async () => {
  await nginx?.stop();
  dists?.remove();
});

describe('GET /sitemap.xml', () => {
  it('answers the six routes in both languages on the origin of the request, as XML, byte for byte what the gateway writes', async () => {
    const response = await fetch(`${nginx.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(locations(xml)).toEqual(SITE_ROUTES.flatMap((route) => [`${nginx.baseUrl}${route.path}?lang=en`, `${nginx.baseUrl}${route.path}?lang=ku`]));
    expect(xml).toBe(buildSitemap(nginx.baseUrl));
  });

  it('follows the Host header and the scheme reported by a proxy in front', async () => {
    const response = await rawRequest(nginx.baseUrl, '/sitemap.xml', { headers: { host: 'www.azmar.example', 'x-forwarded-proto': 'https' } });
    expect(response.status).toBe(200);
    expect(locations(response.body.toString())[2]).toBe('https://www.azmar.example/about?lang=en');
    expect(response.headers.vary).toBe('Host, X-Forwarded-Proto');
  });

  it.each(['x"><script>', 'azmar.example:port', 'user@azmar.example'])('refuses the Host header %s', async (host) => {
    const response = await rawRequest(nginx.baseUrl, '/sitemap.xml', { headers: { host } });
    expect(response.status).toBe(400);
    expect(response.body.toString()).not.toContain('<script>');
  });
});

describe('GET /robots.txt', () => {
  it('answers plain text on the origin of the request, byte for byte what the gateway writes, revalidated', async () => {
    const response = await fetch(`${nginx.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(buildRobots(nginx.baseUrl));
  });

  it('follows the Host header and the scheme reported by a proxy in front, and refuses a Host that is no host', async () => {
    const response = await rawRequest(nginx.baseUrl, '/robots.txt', { headers: { host: 'www.azmar.example', 'x-forwarded-proto': 'https' } });
    expect(response.body.toString()).toContain('Sitemap: https://www.azmar.example/sitemap.xml\n');
    expect((await rawRequest(nginx.baseUrl, '/robots.txt', { headers: { host: 'x"><script>' } })).status).toBe(400);
  });
});
