// /sitemap.xml, generated from the route manifest on each request so it always lists exactly the site's
// pages, in both languages, with absolute URLs on the origin the visitor (or crawler) used.
import { languageAlternates } from '@azmar/contract/routes/language-urls';
import { SITE_ROUTES } from '@azmar/contract/routes/route-manifest';

const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** @param {string} text */
function escapeXml(text) {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[/** @type {keyof typeof XML_ESCAPES} */ (char)]);
}

/**
 * @param {string} origin e.g. `https://azmar.example`
 * @param {readonly { path: string, prerender: boolean }[]} [routes] the manifest's by default
 * @returns {string} the sitemap XML (sitemaps.org 0.9) of the prerenderable routes, in manifest order: each page
 *   once per language (`?lang=en`, `?lang=ku`), each entry with the page's hreflang alternates (en, ckb, x-default)
 */
export function buildSitemap(origin, routes = SITE_ROUTES) {
  const href = (/** @type {string} */ path) => escapeXml(new URL(path, origin).href);
  const entries = routes
    .filter((route) => route.prerender)
    .flatMap((route) => {
      const alternates = languageAlternates(route.path);
      const links = alternates
        .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${href(alternate.path)}"/>\n`)
        .join('');
      return alternates
        .filter((alternate) => alternate.hreflang !== 'x-default')
        .map((alternate) => `  <url>\n    <loc>${href(alternate.path)}</loc>\n${links}  </url>\n`);
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('')}</urlset>\n`;
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
