// Which paths are pages. The route manifest's paths get the shell's index.html with 200; any other path
// that does not name a file gets index.html with 404, and the page shows the 404: the shell's, or below a
// route (e.g. /products/nope) the 404 of the remote that owns the route.
import { isSiteRoute } from '@azmar/contract/routes/route-manifest';

/**
 * @param {string} pathname decoded URL path
 * @returns {200 | 404} the status of the shell's page at this path
 */
export function pageStatus(pathname) {
  return isSiteRoute(pathname) ? 200 : 404;
}

/** A path whose last segment has an extension asks for a file, not a page. */
export function looksLikeFile(pathname) {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last);
}
