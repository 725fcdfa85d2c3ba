import { describe, expect, it } from 'vitest';
import { keyPaths, textProblems } from '../../../packages/kit/test/text-checks';
import { staffEn } from './staff.en';
import { staffKu } from './staff.ku';

describe('staff area texts', () => {
  it('has the same keys at every depth in English and Kurdish', () => {
    expect(keyPaths(staffKu)).toEqual(keyPaths(staffEn));
  });

  it('has no empty strings, the right script per language and matching placeholders (file types, date patterns and codes are names)', () => {
    expect(
      textProblems(staffEn, staffKu, { kuLatinAllowed: ['staff.media.help', 'staff.content.fields.completedAt', 'staff.content.fields.sectorCode'] }),
    ).toEqual([]);
  });
});
