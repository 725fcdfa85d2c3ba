import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The contact form's one-time token: `v1.<issued at, ms, base 36>.<nonce>.<HMAC-SHA256>`. The API signs it when a
 * form is made and checks it when the form comes back: a token it did not sign, or one past its time, is refused;
 * the nonce is stored with the message (unique), so a replay stores nothing new; the time it was made tells how fast
 * the form was filled in.
 */
export interface FormTokenClaims {
  issuedAt: number;
  nonce: string;
}

const FORMAT = /^v1\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function signFormToken(secret: Buffer, issuedAt: number, nonce: string = randomBytes(16).toString('base64url')): string {
  const body = `v1.${issuedAt.toString(36)}.${nonce}`;
  return `${body}.${signature(secret, body)}`;
}

/** The claims of a token this API signed, or `null` for anything else (made up, changed, another key's). */
export function readFormToken(secret: Buffer, token: unknown): FormTokenClaims | null {
  const match = typeof token === 'string' ? FORMAT.exec(token) : null;
  if (!match) return null;
  const body = `v1.${match[1]}.${match[2]}`;
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { issuedAt: parseInt(match[1]!, 36), nonce: match[2]! };
}

function signature(secret: Buffer, body: string): string {
  return createHmac('sha256', secret).update(`contact-form-token\n${body}`).digest('base64url');
}
