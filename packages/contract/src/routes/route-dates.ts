// Which content each page shows, so its sitemap <lastmod> moves exactly when that content does.
import { CONTENT_KINDS, type ContentDates, type ContentKind } from '../content/content-dates.js';
import type { RouteId } from './route-manifest.js';

/**
 * The content tables each page lists. Home shows sections of all three (from the catalogue remote). About and
 * Contact show none: their text ships inside the home and contact remotes' builds, whose file dates move on every
 * deploy whether or not a word changed, and search engines stop trusting a site's lastmod once it moves without
 * the page changing; so those two pages carry no date rather than a wrong one.
 */
export const ROUTE_CONTENT: Readonly<Record<RouteId, readonly ContentKind[]>> = {
  home: CONTENT_KINDS,
  about: [],
  services: ['services'],
  projects: ['projects'],
  products: ['products'],
  contact: [],
};

/** The newest update time of the content a page shows (ISO-8601), or null when it shows none or none is known. */
export function routeLastModified(routeId: RouteId, dates: ContentDates | null): string | null {
  if (!dates) return null;
  const known = ROUTE_CONTENT[routeId].map((kind) => dates[kind]).filter((date): date is string => date !== null);
  if (known.length === 0) return null;
  return known.reduce((newest, date) => (Date.parse(date) > Date.parse(newest) ? date : newest));
}

/** A W3C Datetime for <lastmod>: UTC to the second (`2026-11-23T16:10:12Z`), as sitemaps.org asks. */
export function w3cDatetime(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
