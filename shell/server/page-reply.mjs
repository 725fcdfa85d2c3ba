// How both servers of the render service (the `npm start` gateway and render-server.mjs) answer a rendered page.
import { encodePage } from './page-encodings.mjs';

/**
 * @param {import('fastify').FastifyReply} reply
 * @param {{ status: number, html: string, setCookie?: string }} page as the render service answers it
 * @param {string | undefined} acceptEncoding the request's Accept-Encoding
 * @param {{ cacheControl?: string }} [options] `no-store` for a page made for one visitor (the answer to a post)
 */
export async function sendRenderedPage(reply, page, acceptEncoding, options = {}) {
  const { encoding, body } = await encodePage(page, acceptEncoding);
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
