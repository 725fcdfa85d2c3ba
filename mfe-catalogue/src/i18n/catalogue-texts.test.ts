import { describe, expect, it } from 'vitest';
import { keyPaths, textProblems } from '../../../packages/kit/test/text-checks';
import { catalogueModalsEn } from './catalogue-modals.en';
import { catalogueModalsKu } from './catalogue-modals.ku';
import { cataloguePagesEn } from './catalogue-pages.en';
import { cataloguePagesKu } from './catalogue-pages.ku';
import { catalogueEn } from './catalogue.en';
import { catalogueKu } from './catalogue.ku';

describe.each([
  ['catalogue', catalogueEn, catalogueKu],
  ['catalogue-pages', cataloguePagesEn, cataloguePagesKu],
  ['catalogue-modals', catalogueModalsEn, catalogueModalsKu],
])('%s texts', (_namespace, en, ku) => {
  it('has the same keys at every depth in English and Kurdish', () => {
    expect(keyPaths(ku)).toEqual(keyPaths(en));
  });

  it('has no empty strings, the right script per language and matching placeholders', () => {
    expect(textProblems(en, ku)).toEqual([]);
  });
});
