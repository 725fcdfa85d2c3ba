// Which files a browser may keep forever and which it must revalidate.
// Contract with the builds: only these names are unhashed entry points; everything a build emits
// with a content hash in its name never changes under that name.
const ENTRY_POINTS = new Set(['index.html', 'remotes.json', 'remoteEntry.js']);

// A content hash is 8+ hex chars set off by '.' or '-' (e.g. main.3f2a9c1b.js, 3f2a9c1b0d4e5f60.woff2).
const HASHED_NAME = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files copied from `public/` (logo, flags, photos, videos) may be replaced in place by a
// deployment, so they are cached for an hour only and revalidated with their ETag afterwards.
export const SHORT = 'public, max-age=3600';

/** @param {string} fileName base name of the served file */
export function cacheControlFor(fileName) {
  if (ENTRY_POINTS.has(fileName)) return NO_CACHE;
  if (HASHED_NAME.test(fileName)) return IMMUTABLE;
  return SHORT;
}
