// When each kind of content last changed: the API answers it at CONTENT_DATES_PATH, and the sitemap's <lastmod>
// of each page is read from it (routes/route-dates), so crawlers are told which pages to fetch again.

/** The content tables whose rows carry an update time. */
export type ContentKind = 'services' | 'projects' | 'products';
export const CONTENT_KINDS: readonly ContentKind[] = ['services', 'projects', 'products'];

/** Where the API answers a kind's published list (the kit's query keys name the same URL). */
export const contentListPath = (kind: ContentKind) => `/api/${kind}`;

/**
 * The newest update time of each table's rows (hidden rows too, since hiding one changes the page), as an ISO-8601
 * UTC string, or null for a table with no rows.
 */
export type ContentDates = Record<ContentKind, string | null>;

/** `GET` answers `ContentDates` as JSON. */
export const CONTENT_DATES_PATH = '/api/content/last-modified';

/** `ContentDates` from untrusted JSON (another process's answer), or null when it is not that shape. */
export function parseContentDates(value: unknown): ContentDates | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const dates = {} as ContentDates;
  for (const kind of CONTENT_KINDS) {
    const date = record[kind];
    if (date === null) dates[kind] = null;
    else if (typeof date === 'string' && isIsoTimestamp(date)) dates[kind] = date;
    else return null;
  }
  return dates;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

function isIsoTimestamp(text: string): boolean {
  return ISO_TIMESTAMP.test(text) && !Number.isNaN(Date.parse(text));
}
