import { describe, expect, it } from 'vitest';
import { keyPaths, textProblems } from '@azmar/kit/i18n/text-checks';
import { homeEn } from './home.en';
import { homeKu } from './home.ku';

describe('home texts', () => {
  it('has the same keys at every depth in English and Kurdish', () => {
    expect(keyPaths(homeKu)).toEqual(keyPaths(homeEn));
  });

  it('has no empty strings, the right script per language and matching placeholders', () => {
    expect(textProblems(homeEn, homeKu)).toEqual([]);
  });
});
