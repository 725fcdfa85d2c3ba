import { describe, expect, it } from 'vitest';
import { buildSitemapXml } from './sitemap-xml.js';
import { SITE_ROUTES } from './route-manifest.js';

const DATES = { services: '2026-11-20T08:00:00.000Z', projects: '2026-11-22T10:15:30.250Z', products: '2026-11-21T00:00:00.000Z' };

/** Each <url> entry's <loc> and <lastmod> (null when absent), in order. */
function entries(xml: string): [string, string | null][] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
    const body = match[1] ?? '';
    return [/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '', /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? null];
  });
}

describe('buildSitemapXml', () => {
  it('lists every route in both languages on the origin, without <lastmod> when no dates are given', () => {
    const xml = buildSitemapXml('https://azmar.example');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(true);
    expect(entries(xml)).toEqual(SITE_ROUTES.flatMap((route) => ['en', 'ku'].map((lang) => [`https://azmar.example${route.path}?lang=${lang}`, null])));
  });

  it("gives both languages of each page the date of that page's content, and none to About and Contact", () => {
    const xml = buildSitemapXml('https://azmar.example/', { dates: DATES });
    const dated = (path: string, lastmod: string | null) => ['en', 'ku'].map((lang) => [`https://azmar.example${path}?lang=${lang}`, lastmod]);
    expect(entries(xml)).toEqual([
      ...dated('/', '2026-11-22T10:15:30Z'),
      ...dated('/about', null),
      ...dated('/services', '2026-11-20T08:00:00Z'),
      ...dated('/projects', '2026-11-22T10:15:30Z'),
      ...dated('/products', '2026-11-21T00:00:00Z'),
      ...dated('/contact', null),
    ]);
  });

  it('puts <lastmod> right after <loc>, before the hreflang links, as the sitemap schema orders them', () => {
    const xml = buildSitemapXml('https://azmar.example', { dates: DATES });
    const services = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '').find((entry) => entry.includes('/services?lang=ku</loc>'));
    expect(
      services
        ?.trim()
        .split('\n')
        .map((line) => line.trim().replace(/ .*/, '')),
    ).toEqual(['<loc>https://azmar.example/services?lang=ku</loc>', '<lastmod>2026-11-20T08:00:00Z</lastmod>', '<xhtml:link', '<xhtml:link', '<xhtml:link']);
  });

  it('leaves out routes that are not prerenderable, dates only routes with an id, and escapes what XML needs escaped', () => {
    const xml = buildSitemapXml('http://localhost:8080', {
      dates: DATES,
      routes: [
        { path: '/services', prerender: true, id: 'services' },
        { path: '/draft', prerender: false, id: 'products' },
        { path: "/a&b'", prerender: true },
      ],
    });
    expect(entries(xml)).toEqual([
      ['http://localhost:8080/services?lang=en', '2026-11-20T08:00:00Z'],
      ['http://localhost:8080/services?lang=ku', '2026-11-20T08:00:00Z'],
      ['http://localhost:8080/a&amp;b&apos;?lang=en', null],
      ['http://localhost:8080/a&amp;b&apos;?lang=ku', null],
    ]);
  });
});
