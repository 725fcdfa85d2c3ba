import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readFormToken, signFormToken } from './form-token.js';

describe('form tokens', () => {
  const secret = randomBytes(32);

  it('gives back the time it was made and its nonce', () => {
    const token = signFormToken(secret, 1_780_000_000_123);
    expect(readFormToken(secret, token)).toEqual({ issuedAt: 1_780_000_000_123, nonce: expect.stringMatching(/^[\w-]{22}$/) });
  });

  it('refuses a token made up, changed in any part, or signed with another key', () => {
    const token = signFormToken(secret, 1_780_000_000_123);
    const [v, time, nonce, sig] = token.split('.');
    const later = `${v}.${(1_790_000_000_000).toString(36)}.${nonce}.${sig}`;
    const otherNonce = `${v}.${time}.${'A'.repeat(22)}.${sig}`;
    for (const forged of [
      undefined,
      42,
      '',
      'not-a-token',
      '0b5c2d4e-8f1a-4c3b-9d2e-7a6f5e4d3c2b',
      later,
      otherNonce,
      `${token}x`,
      signFormToken(randomBytes(32), 1),
    ]) {
      expect(readFormToken(secret, forged)).toBeNull();
    }
  });
});
