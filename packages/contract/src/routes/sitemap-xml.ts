// The sitemap (sitemaps.org 0.9) of the pages the route table lists for it, in both languages.
import type { ContentDates } from '../content/content-dates.js';
import { languageAlternates } from './language-urls.js';
import type { SiteRoute } from './route-manifest.js';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/**
 * The newest update time of the content a page shows (ISO-8601), or null when it shows none or none is known. A page
 * that shows no content (its text ships in its remote's build, whose files change on every deploy) carries no date:
 * search engines stop trusting a site whose lastmod moves without the page changing.
 */
export function routeLastModified(route: Pick<SiteRoute, 'content'>, dates: ContentDates | null): string | null {
  const known = route.content.map((kind) => dates?.[kind] ?? null).filter((date): date is string => date !== null);
  if (known.length === 0) return null;
  return known.reduce((newest, date) => (Date.parse(date) > Date.parse(newest) ? date : newest));
}

/** A W3C Datetime for <lastmod>: UTC to the second (`2026-11-23T16:10:12Z`), as sitemaps.org asks. */
export function w3cDatetime(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * @param origin the site's public origin (`https://azmar.example`)
 * @param dates when each content kind last changed; null: no <lastmod> at all (the API could not be asked)
 * @returns each listed page once per language (`?lang=en`, `?lang=ku`), in table order, with its hreflang alternates
 */
export function buildSitemapXml(origin: string, routes: readonly Pick<SiteRoute, 'path' | 'sitemap' | 'content'>[], dates: ContentDates | null): string {
  const base = origin.replace(/\/+$/, '');
  const href = (path: string) => escapeXml(`${base}${encodeURI(path)}`);
  const entries = routes
    .filter((route) => route.sitemap)
    .flatMap((route) => {
      const alternates = languageAlternates(route.path);
      const links = alternates
        .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${href(alternate.path)}"/>\n`)
        .join('');
      const modified = routeLastModified(route, dates);
      const lastmod = modified ? `    <lastmod>${w3cDatetime(modified)}</lastmod>\n` : '';
      return alternates
        .filter((alternate) => alternate.hreflang !== 'x-default')
        .map((alternate) => `  <url>\n    <loc>${href(alternate.path)}</loc>\n${lastmod}${links}  </url>\n`);
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('')}</urlset>\n`;
}
