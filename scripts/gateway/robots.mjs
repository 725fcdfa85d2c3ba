// /robots.txt: every page may be crawled (the site is public, docs/product.md §1), and the sitemap is named with
// its absolute URL on the origin the crawler used, as the robots exclusion protocol wants it.

/**
 * @param {string} origin e.g. `https://azmar.example`
 * @returns {string}
 */
export function buildRobots(origin) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
