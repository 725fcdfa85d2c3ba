// /sitemap.xml, generated from the route manifest on each request so it always lists exactly the site's
// pages, in both languages, with absolute URLs on the origin the visitor (or crawler) used, and each page's
// <lastmod> from the API's content dates. The XML itself is the contract's, which the API renders for nginx too.
import { buildSitemapXml } from '@azmar/contract/routes/sitemap-xml';
import { SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { createContentDates } from './content-dates.mjs';

/**
 * @param {string} origin e.g. `https://azmar.example`
 * @param {readonly import('@azmar/contract/routes/sitemap-xml').SitemapRoute[]} [routes] the manifest's by default
 * @param {import('@azmar/contract/content/content-dates').ContentDates | null} [dates] none: no <lastmod>
 * @returns {string} the sitemap XML (sitemaps.org 0.9) of the prerenderable routes, in manifest order: each page
 *   once per language (`?lang=en`, `?lang=ku`), each entry with the page's hreflang alternates (en, ckb, x-default)
 */
export function buildSitemap(origin, routes = SITE_ROUTES, dates = null) {
  return buildSitemapXml(origin, { routes, dates });
}

/**
 * The gateway's /sitemap.xml: the manifest's pages with the <lastmod> of the content each shows, from the API
 * (cached briefly); without them when the API does not answer, so the sitemap itself never fails.
 * @param {() => string | null} apiTarget base URL of the API, as the /api proxy gets it
 * @param {Omit<import('./content-dates.mjs').ContentDatesOptions, 'apiTarget'>} [options]
 * @returns {(origin: string) => Promise<string>}
 */
export function createSitemapSource(apiTarget, options = {}) {
  const contentDates = createContentDates({ ...options, apiTarget });
  return async (origin) => buildSitemap(origin, SITE_ROUTES, await contentDates());
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request was addressed to: its Host header, and the scheme a TLS-terminating proxy in front
 * reports (`X-Forwarded-Proto`, http or https only). Null when the Host header is missing or is not a host.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {string | null}
 */
export function requestOrigin(headers) {
  const host = headers.host;
  if (!host || !HOST.test(host)) return null;
  const forwarded = String(headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : 'http';
  return `${scheme}://${host}`;
}
