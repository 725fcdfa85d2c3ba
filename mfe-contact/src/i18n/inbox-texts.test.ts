import { describe, expect, it } from 'vitest';
import { keyPaths, textProblems } from '../../../packages/kit/test/text-checks';
import { inboxEn } from './inbox.en';
import { inboxKu } from './inbox.ku';

describe('inbox texts', () => {
  it('has the same keys at every depth in English and Kurdish', () => {
    expect(keyPaths(inboxKu)).toEqual(keyPaths(inboxEn));
  });

  it('has no empty strings, the right script per language and matching placeholders (CSV is the file type’s name)', () => {
    expect(textProblems(inboxEn, inboxKu, { kuLatinAllowed: ['inbox.export'] })).toEqual([]);
  });

  it('addresses the reader in the polite plural when it asks them to sign in', () => {
    expect(inboxKu.inbox.signIn.submit).toBe('بچنە ژوورەوە');
  });
});
