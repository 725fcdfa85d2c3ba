// /sitemap.xml and /robots.txt on the site's public origin. The sitemap lists the pages of the route table as it is
// now (a page a remote adds is in it at the next check), each with the <lastmod> of the content it shows, from the
// API (kept briefly; the sitemap goes without dates while the API does not answer, and never fails for it).
import { CONTENT_DATES_PATH, parseContentDates, type ContentDates } from '@azmar/contract/content/content-dates';
import type { SiteRoute } from '@azmar/contract/routes/route-manifest';
import { buildSitemapXml } from '@azmar/contract/routes/sitemap-xml';
import { LRUCache } from 'lru-cache';

/** The API's content dates, asked at most every `ttlMs` (or `retryMs` after a failure), the last good ones kept. */
export function createContentDates(apiOrigin: () => string | null, { ttlMs = 30_000, retryMs = 5_000, timeoutMs = 1_000 } = {}) {
  // lru-cache keeps no null, hence the wrapper; concurrent sitemap requests share its one request to the API.
  const cache = new LRUCache<'dates', { dates: ContentDates | null }>({
    max: 1,
    ttl: ttlMs,
    fetchMethod: async (_key, stale, { options }) => {
      const fetched = await fetchDates(apiOrigin(), timeoutMs);
      if (!fetched) options.ttl = retryMs;
      return { dates: fetched ?? stale?.dates ?? null };
    },
  });
  return async () => (await cache.fetch('dates'))?.dates ?? null;
}

async function fetchDates(origin: string | null, timeoutMs: number): Promise<ContentDates | null> {
  if (!origin) return null;
  try {
    const response = await fetch(new URL(CONTENT_DATES_PATH, origin), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    return parseContentDates(await response.json());
  } catch {
    return null;
  }
}

export async function sitemapXml(origin: string, routes: readonly SiteRoute[], dates: () => Promise<ContentDates | null>): Promise<string> {
  return buildSitemapXml(origin, routes, await dates());
}

/** Every page may be crawled (the site is public, docs/product.md §1); the sitemap is named by its absolute URL. */
export const robotsTxt = (origin: string) => `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
