import { STAFF_SESSION_COOKIE } from '@azmar/contract/content/staff-inbox';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The mark of a browser that signed in (known-browser.ts): sent only to the sign-in route. */
const STAFF_BROWSER_COOKIE = 'azmar_staff_browser';
const BROWSER_COOKIE_PATH = '/api/staff/session';

/** The staff cookies' names and whether they are always `Secure`: what the public origin decides (staffCookiesFor). */
export interface StaffCookies {
  session: string;
  browser: string;
  /** The site is served over https only: every staff cookie is Secure, whatever the request at hand says. */
  httpsOnly: boolean;
}

/**
 * On an https public origin the session cookie is `__Host-azmar_staff`: browsers then keep it only if it is Secure,
 * has Path=/ and no Domain, so neither a plain-http page nor a neighbouring subdomain can plant or overwrite it. The
 * browser mark has its own path and so takes the `__Secure-` prefix, the strongest that allows one.
 */
export function staffCookiesFor(publicOrigin: string | undefined): StaffCookies {
  const httpsOnly = publicOrigin !== undefined && new URL(publicOrigin).protocol === 'https:';
  return httpsOnly
    ? { session: `__Host-${STAFF_SESSION_COOKIE}`, browser: `__Secure-${STAFF_BROWSER_COOKIE}`, httpsOnly }
    : { session: STAFF_SESSION_COOKIE, browser: STAFF_BROWSER_COOKIE, httpsOnly };
}

/** A cookie's value from the Cookie header, if one was sent. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure when the public origin is
 * https or the request came over https as Fastify sees it (directly, or by `X-Forwarded-Proto` from a proxy
 * TRUST_PROXY trusts).
 */
function cookie(request: FastifyRequest, cookies: StaffCookies, name: string, value: string, path: string, extra: string[] = []): string {
  const secure = cookies.httpsOnly || request.protocol === 'https';
  return [`${name}=${value}`, `Path=${path}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : []), ...extra].join('; ');
}

/** Path=/ (the inbox pages and /api share it); no Max-Age: the server ends idle and old sessions. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, cookies: StaffCookies, token: string): void {
  void reply.header('set-cookie', cookie(request, cookies, cookies.session, token, '/'));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, cookies: StaffCookies): void {
  void reply.header('set-cookie', cookie(request, cookies, cookies.session, '', '/', ['Max-Age=0']));
}

/** Kept `maxAgeMs`; sent back only with sign-ins. */
export function setBrowserCookie(request: FastifyRequest, reply: FastifyReply, cookies: StaffCookies, mark: string, maxAgeMs: number): void {
  void reply.header('set-cookie', cookie(request, cookies, cookies.browser, mark, BROWSER_COOKIE_PATH, [`Max-Age=${Math.floor(maxAgeMs / 1000)}`]));
}
