import { describe, expect, it } from 'vitest';
import { keyPaths, textProblems } from '@azmar/kit/i18n/text-checks';
import { catalogueEn } from './catalogue.en';
import { catalogueKu } from './catalogue.ku';

describe('catalogue texts', () => {
  it('has the same keys at every depth in English and Kurdish', () => {
    expect(keyPaths(catalogueKu)).toEqual(keyPaths(catalogueEn));
  });

  it('has no empty strings, the right script per language and matching placeholders', () => {
    expect(textProblems(catalogueEn, catalogueKu)).toEqual([]);
  });
});
