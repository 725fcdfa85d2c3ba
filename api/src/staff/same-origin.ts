import type { FastifyRequest } from 'fastify';

export const CROSS_SITE = 'Cross-site request refused';

/**
 * Whether a state-changing request may come from where it says it comes from. A browser names the
 * page's origin in `Origin` (and `Sec-Fetch-Site`) on every POST, PATCH and DELETE: it must be this
 * site (as the request reached the API: Host, or X-Forwarded-Host/Proto from a trusted proxy) or one of
 * CORS_ORIGINS. A request with neither header is no browser's, and needs the CSRF token anyway.
 */
export function isSameOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return origin === `${request.protocol}://${request.host}` || allowedOrigins.includes(origin);
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
