import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { buildSitemap, requestOrigin } from '../../scripts/gateway/sitemap.mjs';
import { rawGet, startFakeSite, type FakeSite } from './fake-site.ts';

/** The <loc> values of a sitemap, in order. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('buildSitemap', () => {
  it('lists every prerenderable route of the manifest as an absolute URL on the given origin, in manifest order', () => {
    const xml = buildSitemap('https://azmar.example');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(locations(xml)).toEqual([
      'https://azmar.example/',
      'https://azmar.example/about',
      'https://azmar.example/services',
      'https://azmar.example/projects',
      'https://azmar.example/products',
      'https://azmar.example/contact',
    ]);
    expect(locations(xml)).toHaveLength(SITE_ROUTES.length);
  });

  it('leaves out routes that are not prerenderable and escapes what XML needs escaped', () => {
    const xml = buildSitemap('http://localhost:8080', [
      { path: '/', prerender: true },
      { path: '/draft', prerender: false },
      { path: "/a&b'", prerender: true },
    ]);
    expect(locations(xml)).toEqual(['http://localhost:8080/', 'http://localhost:8080/a&amp;b&apos;']);
  });
});

describe('requestOrigin', () => {
  it.each([
    [{ host: 'azmar.example' }, 'http://azmar.example'],
    [{ host: 'localhost:8091' }, 'http://localhost:8091'],
    [{ host: '127.0.0.1:8080' }, 'http://127.0.0.1:8080'],
    [{ host: '[::1]:8080' }, 'http://[::1]:8080'],
    [{ host: 'azmar.example', 'x-forwarded-proto': 'https' }, 'https://azmar.example'],
    [{ host: 'azmar.example', 'x-forwarded-proto': 'https, http' }, 'https://azmar.example'],
    [{ host: 'azmar.example', 'x-forwarded-proto': 'javascript' }, 'http://azmar.example'],
  ])('%j is %s', (headers, origin) => {
    expect(requestOrigin(headers)).toBe(origin);
  });

  it.each([{}, { host: '' }, { host: 'evil.example/<x>' }, { host: 'a b' }, { host: 'azmar.example:port' }, { host: 'user@azmar.example' }])(
    'refuses the host of %j',
    (headers) => {
      expect(requestOrigin(headers)).toBeNull();
    },
  );
});

describe('GET /sitemap.xml', () => {
  let site: FakeSite;
  beforeAll(async () => {
    site = await startFakeSite();
  });
  afterAll(() => site.close());

  it('answers the six routes on the origin of the request, as XML', async () => {
    const response = await fetch(`${site.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(locations(await response.text())).toEqual(SITE_ROUTES.map((route) => `${site.baseUrl}${route.path}`));
  });

  it('follows the Host header and the scheme reported by a proxy in front', async () => {
    const response = await rawGet(site.baseUrl, '/sitemap.xml', { host: 'www.azmar.example', 'x-forwarded-proto': 'https' });
    expect(response.status).toBe(200);
    expect(locations(response.body.toString())[1]).toBe('https://www.azmar.example/about');
  });

  it('refuses a Host header that is no host', async () => {
    const response = await rawGet(site.baseUrl, '/sitemap.xml', { host: 'x"><script>' });
    expect(response.status).toBe(400);
  });
});
