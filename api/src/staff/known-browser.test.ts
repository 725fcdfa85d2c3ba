import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { browserMarkFor, newBrowserMark } from './known-browser.js';

describe('browser marks', () => {
  const secret = randomBytes(32);

  it("is recognised for its account only, and only with this API's key", () => {
    const mark = newBrowserMark(secret, 'user-1');
    expect(browserMarkFor(secret, 'user-1', mark)).toBe(mark.split('.')[0]);
    expect(browserMarkFor(secret, 'user-2', mark)).toBeNull();
    expect(browserMarkFor(randomBytes(32), 'user-1', mark)).toBeNull();
  });

  it('refuses anything made up or changed', () => {
    const mark = newBrowserMark(secret, 'user-1');
    const [nonce, sig] = mark.split('.');
    // The last character changed to another: one in sixteen signatures already ends in 'A'.
    for (const forged of [
      null,
      '',
      'x',
      `${nonce}.`,
      `${nonce}.${sig}.x`,
      `${nonce}A.${sig}`,
      `${nonce}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'Q' : 'A'}`,
      `${'A'.repeat(22)}.${sig}`,
    ]) {
      expect(browserMarkFor(secret, 'user-1', forged)).toBeNull();
    }
  });
});
