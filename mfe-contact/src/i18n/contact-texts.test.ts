import { describe, expect, it } from 'vitest';
import { keyPaths, textProblems } from '../../../packages/kit/test/text-checks';
import { contactEn } from './contact.en';
import { contactKu } from './contact.ku';

describe('contact texts', () => {
  it('has the same keys at every depth in English and Kurdish', () => {
    expect(keyPaths(contactKu)).toEqual(keyPaths(contactEn));
  });

  it('has no empty strings, the right script per language and matching placeholders', () => {
    expect(textProblems(contactEn, contactKu)).toEqual([]);
  });
});
