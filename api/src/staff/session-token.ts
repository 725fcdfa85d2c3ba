import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: the cookie's value and the CSRF token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isTokenShaped(value: string): boolean {
  return TOKEN.test(value);
}

/** What the sessions table keeps instead of the token: a leaked table signs nobody in. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
