// The site's routes (spec section 2). The shell answers them with index.html and status 200; any other
// path that does not name a file gets index.html with 404 so the shell renders its 404 page.
export const SITE_ROUTES = ['/', '/about', '/services', '/projects', '/products', '/contact'];

/** @param {string} pathname decoded URL path */
export function isSiteRoute(pathname) {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return SITE_ROUTES.includes(trimmed);
}

/** A path whose last segment has an extension asks for a file, not a page. */
export function looksLikeFile(pathname) {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last);
}
