import { STAFF_SESSION_COOKIE } from '@azmar/contract/content/staff-inbox';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The mark of a browser that signed in (known-browser.ts): sent only to the sign-in route. */
export const STAFF_BROWSER_COOKIE = 'azmar_staff_browser';
const BROWSER_COOKIE_PATH = '/api/staff/session';

/** A cookie's value from the Cookie header, if one was sent. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The session token from the Cookie header, if one was sent. */
export function readSessionCookie(request: FastifyRequest): string | null {
  return readCookie(request, STAFF_SESSION_COOKIE);
}

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure when the request came over
 * https as Fastify sees it (directly, or by `X-Forwarded-Proto` from a proxy TRUST_PROXY trusts).
 */
function cookie(request: FastifyRequest, name: string, value: string, path: string, extra: string[] = []): string {
  return [`${name}=${value}`, `Path=${path}`, 'HttpOnly', 'SameSite=Strict', ...(request.protocol === 'https' ? ['Secure'] : []), ...extra].join('; ');
}

/** Path=/ (the inbox pages and /api share it); no Max-Age: the server ends idle and old sessions. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.header('set-cookie', cookie(request, STAFF_SESSION_COOKIE, token, '/'));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', cookie(request, STAFF_SESSION_COOKIE, '', '/', ['Max-Age=0']));
}

/** Kept `maxAgeMs`; sent back only with sign-ins. */
export function setBrowserCookie(request: FastifyRequest, reply: FastifyReply, mark: string, maxAgeMs: number): void {
  void reply.header('set-cookie', cookie(request, STAFF_BROWSER_COOKIE, mark, BROWSER_COOKIE_PATH, [`Max-Age=${Math.floor(maxAgeMs / 1000)}`]));
}
