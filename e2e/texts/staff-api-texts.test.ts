// The staff API's refusals reach Kurdish readers (a staff member whose area is in Sorani): the same text checks as
// every app's texts (script, digits, one term per concept, no replaced form). Only the upload's formats keep Latin.
import { describe, expect, it } from 'vitest';
import { textProblems } from '../../packages/kit/test/text-checks.ts';
import { STAFF_TEXTS } from '../../api/src/staff/staff-texts.ts';

const inLanguage = (language: 'en' | 'ku') => Object.fromEntries(Object.entries(STAFF_TEXTS).map(([code, texts]) => [code, texts[language]]));

describe("the staff API's Kurdish texts", () => {
  it('pass the text checks, the upload formats (JPEG, PNG, WebP, AVIF) being the one Latin allowed', () => {
    expect(textProblems(inLanguage('en'), inLanguage('ku'), { kuLatinAllowed: ['media.unsupported-type'] })).toEqual([]);
  });
});
