import { describe, expect, it } from 'vitest';
import { keyPaths, textProblems } from '../../../packages/kit/test/text-checks';
import { aboutEn } from './about.en';
import { aboutKu } from './about.ku';
import { homeEn } from './home.en';
import { homeKu } from './home.ku';

describe.each([
  ['home', homeEn, homeKu],
  ['about', aboutEn, aboutKu],
])('%s texts', (_name, en, ku) => {
  it('has the same keys at every depth in English and Kurdish', () => {
    expect(keyPaths(ku)).toEqual(keyPaths(en));
  });

  it('has no empty strings, the right script per language and matching placeholders', () => {
    expect(textProblems(en, ku)).toEqual([]);
  });
});
