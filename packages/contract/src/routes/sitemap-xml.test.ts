import { describe, expect, it } from 'vitest';
import { buildSitemapXml, routeLastModified, w3cDatetime } from './sitemap-xml.js';
import { MENU_ROUTES } from './route-manifest.js';

const DATES = { services: '2026-11-20T08:00:00.000Z', projects: '2026-11-22T10:15:30.250Z', products: '2026-11-21T00:00:00.000Z' };

/** Each <url> entry's <loc> and <lastmod> (null when absent), in order. */
function entries(xml: string): [string, string | null][] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
    const body = match[1] ?? '';
    return [/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '', /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? null];
  });
}

describe('buildSitemapXml', () => {
  it('lists every listed route in both languages on the origin, without <lastmod> when no dates are known', () => {
    const xml = buildSitemapXml('https://azmar.example', MENU_ROUTES, null);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(true);
    expect(entries(xml)).toEqual(MENU_ROUTES.flatMap((route) => ['en', 'ku'].map((lang) => [`https://azmar.example${route.path}?lang=${lang}`, null])));
  });

  it('dates both languages of a page by the newest of the content it shows, a page showing none not at all', () => {
    const routes = [
      { path: '/', sitemap: true, content: ['services', 'projects', 'products'] as const },
      { path: '/about', sitemap: true, content: [] },
      { path: '/services', sitemap: true, content: ['services'] as const },
    ];
    const dated = (path: string, lastmod: string | null) => ['en', 'ku'].map((lang) => [`https://azmar.example${path}?lang=${lang}`, lastmod]);
    expect(entries(buildSitemapXml('https://azmar.example/', routes, DATES))).toEqual([
      ...dated('/', '2026-11-22T10:15:30Z'),
      ...dated('/about', null),
      ...dated('/services', '2026-11-20T08:00:00Z'),
    ]);
    expect(routeLastModified({ content: ['products'] }, { ...DATES, products: null })).toBeNull();
  });

  it('puts <lastmod> right after <loc>, before the hreflang links, as the sitemap schema orders them', () => {
    const xml = buildSitemapXml('https://azmar.example', [{ path: '/services', sitemap: true, content: ['services'] }], DATES);
    const entry = /<url>([\s\S]*?)<\/url>/.exec(xml)?.[1] ?? '';
    expect(
      entry
        .trim()
        .split('\n')
        .map((line) => line.trim().replace(/ .*/, '')),
    ).toEqual(['<loc>https://azmar.example/services?lang=en</loc>', '<lastmod>2026-11-20T08:00:00Z</lastmod>', '<xhtml:link', '<xhtml:link', '<xhtml:link']);
  });

  it('leaves out routes not listed and escapes what XML needs escaped', () => {
    const xml = buildSitemapXml(
      'http://localhost:8080',
      [
        { path: '/inbox', sitemap: false, content: [] },
        { path: "/a&b'", sitemap: true, content: [] },
      ],
      DATES,
    );
    expect(entries(xml)).toEqual([
      ['http://localhost:8080/a&amp;b&apos;?lang=en', null],
      ['http://localhost:8080/a&amp;b&apos;?lang=ku', null],
    ]);
  });
});

describe('w3cDatetime', () => {
  it('writes UTC to the second, whatever offset the time was given in', () => {
    expect(w3cDatetime('2026-11-23T19:10:12.345+03:00')).toBe('2026-11-23T16:10:12Z');
    expect(w3cDatetime('2026-11-23T16:10:12Z')).toBe('2026-11-23T16:10:12Z');
  });
});
