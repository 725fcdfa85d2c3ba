import { afterEach, describe, expect, it } from 'vitest';
import { SORANI_FONT_FAMILY } from '@azmar/kit/fonts/sorani-font';
import { applyDocumentLanguage, syncDocumentLanguage } from '@azmar/kit/language/document-language';
import { languageFromCookies } from '@azmar/contract/routes/page-language';
import { useLanguageStore } from '@azmar/kit/language/language-store';

afterEach(() => {
  useLanguageStore.setState({ language: 'en' });
  localStorage.clear();
});

describe('document language', () => {
  it('marks the page as Sorani, right to left, with the Sorani font in Kurdish', () => {
    applyDocumentLanguage('ku');
    expect(document.documentElement.lang).toBe('ckb');
    expect(document.documentElement.dir).toBe('rtl');
    // The browser normalises the quotes of the family list.
    expect(document.body.style.fontFamily.replaceAll('"', "'")).toBe(SORANI_FONT_FAMILY);
  });

  it('remembers the language in the cookie the server reads', () => {
    applyDocumentLanguage('ku');
    expect(languageFromCookies(document.cookie)).toBe('ku');
    applyDocumentLanguage('en');
    expect(languageFromCookies(document.cookie)).toBe('en');
  });

  it('marks the page as English, left to right, with the default font in English', () => {
    applyDocumentLanguage('ku');
    applyDocumentLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.body.style.fontFamily).toBe('');
  });

  it('follows the store once synced, and a second sync adds no second subscription', () => {
    const stop = syncDocumentLanguage();
    expect(syncDocumentLanguage()).toBe(stop);
    useLanguageStore.getState().setLanguage('ku');
    expect(document.documentElement.dir).toBe('rtl');
    useLanguageStore.getState().setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    stop();
    useLanguageStore.getState().setLanguage('ku');
    expect(document.documentElement.lang).toBe('en');
  });
});
