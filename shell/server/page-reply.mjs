// How both servers of the render service (the `npm start` gateway and render-server.mjs) answer a rendered page.
import { routeForPath } from '@azmar/contract/routes/route-manifest';
import { encodePage } from './page-encodings.mjs';

/**
 * `no-store` for a staff page (the inbox, `SiteRoute.staffOnly`): not kept by a front door, a proxy or the browser,
 * whatever it holds today, so that what staff see is never a copy and never someone else's. Else unset: the default,
 * also for a path below a staff page, which is the site's 404 page (no staff data), as nginx answers it.
 * @param {string} path the URL path of the page
 * @returns {string | undefined}
 */
export function pageCacheControl(path) {
  return routeForPath(path)?.staffOnly ? 'no-store' : undefined;
}

/**
 * @param {import('fastify').FastifyReply} reply
 * @param {{ status: number, html: Buffer, setCookie?: string }} page as the render service answers it (`html`: UTF-8)
 * @param {string | undefined} acceptEncoding the request's Accept-Encoding
 * @param {{ cacheControl?: string }} [options] `no-store` for a page made for one visitor (the answer to a post)
 */
export async function sendRenderedPage(reply, page, acceptEncoding, options = {}) {
  const { encoding, body } = encodePage(page, acceptEncoding);
  // The HTML follows the URL's language, then the cookie's: caches must keep one copy per cookie and encoding.
  reply
    .code(page.status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', options.cacheControl ?? 'no-cache')
    .header('Vary', 'Cookie, Accept-Encoding');
  // A page asked for in one language (`?lang=`) remembers it, for the next plain link (render-page.tsx).
  if (page.setCookie) reply.header('Set-Cookie', page.setCookie);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}
