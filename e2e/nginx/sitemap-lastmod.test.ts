// The front door's /sitemap.xml with each page's <lastmod>: nginx answers the API's sitemap (rendered on the
// contract's stand-in origin) with the request's own origin put in, and falls back to its generated file, without
// dates, when the API answers an error.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITEMAP_API_PATH, SITEMAP_ORIGIN_MARK } from '@azmar/contract/content/content-dates';
import { buildSitemapXml } from '@azmar/contract/routes/sitemap-xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSitemap } from '../../scripts/gateway/sitemap.mjs';
import { makeFakeDists, rawRequest, type FakeDists } from './fake-dists.ts';
import { startNginx, type RunningNginx } from './nginx-process.ts';

const DATES = { services: '2026-11-20T08:00:00.000Z', projects: '2026-11-22T10:15:30.250Z', products: '2026-11-21T00:00:00.000Z' };

let api: http.Server;
/** What the API answers next: its sitemap (200), or that error status. */
let apiStatus = 200;
const seen: http.IncomingHttpHeaders[] = [];
let dists: FakeDists;
let nginx: RunningNginx;

beforeAll(async () => {
  // Answers as the API does: the contract's sitemap with dates, on the stand-in origin, as XML.
  api = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.url !== SITEMAP_API_PATH || apiStatus !== 200) {
      res.writeHead(req.url === SITEMAP_API_PATH ? apiStatus : 404, { 'content-type': 'application/json' }).end('{"statusCode":503}');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' })
      .end(buildSitemapXml(SITEMAP_ORIGIN_MARK, { dates: DATES }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  dists = makeFakeDists();
  nginx = await startNginx({ ...dists.env, API_UPSTREAM: `127.0.0.1:${(api.address() as AddressInfo).port}` });
});

afterAll(async () => {
  await nginx?.stop();
  dists?.remove();
  api?.closeAllConnections();
  await new Promise((resolve) => api?.close(resolve));
});

describe('GET /sitemap.xml with the API up', () => {
  it("answers the API's sitemap, dates included, byte for byte what the gateway writes with the same dates", async () => {
    apiStatus = 200;
    const response = await fetch(`${nginx.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('Host, X-Forwarded-Proto');
    const xml = await response.text();
    expect(xml).toBe(buildSitemap(nginx.baseUrl, undefined, DATES));
    expect(xml).toContain('<lastmod>2026-11-20T08:00:00Z</lastmod>');
    expect(xml).not.toContain(SITEMAP_ORIGIN_MARK);
    // sub_filter needs the body as it is: nginx must not ask the API for a compressed one.
    expect(seen.at(-1)?.['accept-encoding']).toBeUndefined();
  });

  it('puts the Host header and the scheme reported by a proxy in front in place of the stand-in origin', async () => {
    apiStatus = 200;
    const response = await rawRequest(nginx.baseUrl, '/sitemap.xml', {
      headers: { host: 'www.azmar.example', 'x-forwarded-proto': 'https', 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(buildSitemap('https://www.azmar.example', undefined, DATES));
  });

  it('refuses a Host header that is no host without asking the API', async () => {
    const before = seen.length;
    expect((await rawRequest(nginx.baseUrl, '/sitemap.xml', { headers: { host: 'x"><script>' } })).status).toBe(400);
    expect(seen).toHaveLength(before);
  });
});

describe('GET /sitemap.xml with the API answering an error', () => {
  it('answers the generated sitemap, without dates, as 200', async () => {
    apiStatus = 503;
    const response = await fetch(`${nginx.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(buildSitemap(nginx.baseUrl));
  });
});
