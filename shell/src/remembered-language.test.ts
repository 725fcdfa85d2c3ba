import { describe, expect, it } from 'vitest';
import { languageToRestore } from './remembered-language';

describe('languageToRestore', () => {
  it('restores a stored Kurdish choice the server could not know of (no ?lang=, no cookie)', () => {
    expect(languageToRestore('en', 'ku', '', '')).toBe('ku');
    expect(languageToRestore('en', 'ku', '?page=2', 'other=1')).toBe('ku');
  });

  it('keeps the server language when the store holds the same one', () => {
    expect(languageToRestore('en', 'en', '', '')).toBeNull();
    expect(languageToRestore('ku', 'ku', '', '')).toBeNull();
  });

  it('keeps the language the URL asked for, whatever was stored', () => {
    expect(languageToRestore('en', 'ku', '?lang=en', '')).toBeNull();
    expect(languageToRestore('ku', 'en', '?lang=ckb', '')).toBeNull();
  });

  it('keeps the language of the cookie, the latest choice', () => {
    expect(languageToRestore('en', 'ku', '', 'azmar_lang=en')).toBeNull();
  });

  it('ignores a query or cookie that names no language of the site', () => {
    expect(languageToRestore('en', 'ku', '?lang=fr', 'azmar_lang=xx')).toBe('ku');
  });
});
