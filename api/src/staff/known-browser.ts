import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that signed in to an account is given a signed mark (the `azmar_staff_browser` cookie): its later
 * attempts for that account are counted under the mark, apart from everyone else's. So strangers guessing an
 * account's password slow down only strangers, and staff at their own browser are never locked out by them (OWASP's
 * "device cookies"). The mark names no account; its signature binds it to one, so it is worth nothing for another.
 */
const NONCE = /^[A-Za-z0-9_-]{22}$/;

export function newBrowserMark(secret: Buffer, userId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${signature(secret, userId, nonce)}`;
}

/** The mark's nonce when `mark` is one this API signed for `userId`; else `null`. */
export function browserMarkFor(secret: Buffer, userId: string, mark: string | null): string | null {
  const [nonce, given, extra] = (mark ?? '').split('.');
  if (!nonce || !given || extra !== undefined || !NONCE.test(nonce)) return null;
  const expected = Buffer.from(signature(secret, userId, nonce));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}

function signature(secret: Buffer, userId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`staff-browser\n${userId}\n${nonce}`).digest('base64url');
}
