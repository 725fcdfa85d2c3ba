// The gateway's sitemap builder; what /sitemap.xml answers on both front doors is in the front-door table.
import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { buildSitemap, requestOrigin } from '../../scripts/gateway/sitemap.mjs';

/** The <loc> values of a sitemap, in order. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('buildSitemap', () => {
  it('lists every prerenderable route of the manifest in both languages, as absolute URLs on the given origin, in manifest order', () => {
    const xml = buildSitemap('https://azmar.example');
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const pages = ['/', '/about', '/services', '/projects', '/products', '/contact'];
    expect(locations(xml)).toEqual(pages.flatMap((page) => [`https://azmar.example${page}?lang=en`, `https://azmar.example${page}?lang=ku`]));
    expect(locations(xml)).toHaveLength(2 * SITE_ROUTES.length);
  });

  it("gives every entry its page's hreflang alternates: en, ckb and x-default (the bare path)", () => {
    const xml = buildSitemap('https://azmar.example');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    expect(entries).toHaveLength(2 * SITE_ROUTES.length);
    const about = entries.find((entry) => entry.includes('<loc>https://azmar.example/about?lang=ku</loc>')) ?? '';
    expect([...about.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]])).toEqual([
      ['en', 'https://azmar.example/about?lang=en'],
      ['ckb', 'https://azmar.example/about?lang=ku'],
      ['x-default', 'https://azmar.example/about'],
    ]);
  });

  it('leaves out routes that are not prerenderable and escapes what XML needs escaped', () => {
    const xml = buildSitemap('http://localhost:8080', [
      { path: '/', prerender: true },
      { path: '/draft', prerender: false },
      { path: "/a&b'", prerender: true },
    ]);
    expect(locations(xml)).toEqual([
      'http://localhost:8080/?lang=en',
      'http://localhost:8080/?lang=ku',
      'http://localhost:8080/a&amp;b&apos;?lang=en',
      'http://localhost:8080/a&amp;b&apos;?lang=ku',
    ]);
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
