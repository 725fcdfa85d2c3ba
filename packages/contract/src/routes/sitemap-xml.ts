// The sitemap (sitemaps.org 0.9): one implementation for the gateway (`npm start`) and the API (which the nginx
// front door asks), so both answer the same XML.
import type { ContentDates } from '../content/content-dates.js';
import { languageAlternates } from './language-urls.js';
import { routeLastModified, w3cDatetime } from './route-dates.js';
import { SITE_ROUTES, type RouteId } from './route-manifest.js';

/** What the sitemap needs of a route; `id` only to find its <lastmod>. */
export interface SitemapRoute {
  readonly path: string;
  readonly prerender: boolean;
  readonly id?: RouteId;
}

export interface SitemapOptions {
  /** The manifest's by default. */
  readonly routes?: readonly SitemapRoute[];
  /** When each content kind last changed; null or absent: no <lastmod> at all (the API could not be asked). */
  readonly dates?: ContentDates | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/**
 * @param origin e.g. `https://azmar.example` (scheme and host, nothing after)
 * @returns the sitemap of the prerenderable routes, in manifest order: each page once per language (`?lang=en`,
 *   `?lang=ku`), each entry with the page's hreflang alternates (en, ckb, x-default) and, when its content's update
 *   time is known, its <lastmod>
 */
export function buildSitemapXml(origin: string, options: SitemapOptions = {}): string {
  const base = origin.replace(/\/+$/, '');
  const href = (path: string) => escapeXml(`${base}${encodeURI(path)}`);
  const entries = (options.routes ?? SITE_ROUTES)
    .filter((route) => route.prerender)
    .flatMap((route) => {
      const alternates = languageAlternates(route.path);
      const links = alternates
        .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${href(alternate.path)}"/>\n`)
        .join('');
      const modified = route.id ? routeLastModified(route.id, options.dates ?? null) : null;
      const lastmod = modified ? `    <lastmod>${w3cDatetime(modified)}</lastmod>\n` : '';
      return alternates
        .filter((alternate) => alternate.hreflang !== 'x-default')
        .map((alternate) => `  <url>\n    <loc>${href(alternate.path)}</loc>\n${lastmod}${links}  </url>\n`);
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('')}</urlset>\n`;
}
