import { describe, expect, it } from 'vitest';
import { canonicalUsername } from './username.js';

describe('canonicalUsername', () => {
  it('takes NFKC, trims and lowers: full-width and upper case are the same name', () => {
    expect(canonicalUsername(' Dara ')).toBe('dara');
    expect(canonicalUsername('ｄａｒａ')).toBe('dara');
    expect(canonicalUsername('DARA.k@azmar-group_1')).toBe('dara.k@azmar-group_1');
  });

  it('refuses look-alikes and hidden characters instead of folding them into a name', () => {
    for (const typed of [
      'dára',
      'da\u200bra',
      'a\u200bd\u200cm\u200di\u2060n',
      'dara\u202e',
      '\ufeffdara',
      'dаra' /* Cyrillic а */,
      'da ra',
      '',
      '.dara',
      'd'.repeat(65),
    ]) {
      expect(canonicalUsername(typed), JSON.stringify(typed)).toBeNull();
    }
  });
});
