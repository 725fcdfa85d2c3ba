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
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  // Neither header: an old browser or no browser. A Referer naming another site still tells where the request came
  // from (the review found a sign-in with only a foreign Referer accepted).
  const referer = request.headers.referer;
  if (referer === undefined) return true;
  const from = originOf(referer);
  return from === `${request.protocol}://${request.host}` || (from !== null && allowedOrigins.includes(from));
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
