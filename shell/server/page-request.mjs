// What a page's HTML depends on, from a request's headers: its URL (the visitor's, as the front door forwards it),
// its cookie (the language), and the origin the visitor used (canonical and alternate links).

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string} url this request's own URL, used when no X-Original-URI names the visitor's
 * @returns {{ path: string, search: string, cookie?: string, origin: string }}
 */
export function pageRequestFrom(headers, url) {
  const one = (/** @type {string} */ name) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const target = one('x-original-uri') || url;
  const queryAt = target.indexOf('?');
  let pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Left encoded: the page is then a 404.
  }
  const host = one('host');
  const proto = (one('x-forwarded-proto') ?? '').split(',')[0]?.trim().toLowerCase();
  const scheme = proto === 'https' ? 'https' : 'http';
  return {
    path: pathname || '/',
    search: queryAt === -1 ? '' : target.slice(queryAt),
    cookie: one('cookie'),
    origin: host && HOST.test(host) ? `${scheme}://${host}` : 'http://localhost',
  };
}
