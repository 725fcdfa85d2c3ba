import { STAFF_SESSION_COOKIE } from '@azmar/contract/content/staff-inbox';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session token from the Cookie header, if one was sent. */
export function readSessionCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === STAFF_SESSION_COOKIE) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Path=/ (the inbox
 * pages and /api share it), Secure when the request came over https as Fastify sees it (directly, or
 * by `X-Forwarded-Proto` from a proxy TRUST_PROXY trusts). No Max-Age: the server ends idle sessions.
 */
function cookie(request: FastifyRequest, value: string, extra: string[] = []): string {
  return [`${STAFF_SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', ...(request.protocol === 'https' ? ['Secure'] : []), ...extra].join(
    '; ',
  );
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.header('set-cookie', cookie(request, token));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', cookie(request, '', ['Max-Age=0']));
}
