import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, languageFromCookies, languageFromSearch, pageLanguage } from './page-language.js';

describe('the language a URL asks for', () => {
  it.each([
    ['?lang=ku', 'ku'],
    ['?lang=en', 'en'],
    ['?lang=KU', 'ku'],
    ['?lang=ckb', 'ku'],
    ['?q=x&lang=ku', 'ku'],
  ])('%s asks for %s', (search, language) => {
    expect(languageFromSearch(search)).toBe(language);
  });

  it.each(['', '?lang=', '?lang=fr', '?language=ku', '?lang=ku-IQ'])('%s asks for none', (search) => {
    expect(languageFromSearch(search)).toBeNull();
  });
});

describe('the language cookie', () => {
  it('is read back from a Cookie header among others, and ignored when unknown', () => {
    expect(languageFromCookies(`a=1; ${LANGUAGE_COOKIE}=ku; b=2`)).toBe('ku');
    expect(languageFromCookies(`${LANGUAGE_COOKIE}=en`)).toBe('en');
    expect(languageFromCookies(`${LANGUAGE_COOKIE}=fr`)).toBeNull();
    expect(languageFromCookies(undefined)).toBeNull();
  });
});

describe('the language a page is rendered in', () => {
  it("is the URL's, else the cookie's, else English", () => {
    expect(pageLanguage('?lang=ku', `${LANGUAGE_COOKIE}=en`)).toBe('ku');
    expect(pageLanguage('?lang=fr', `${LANGUAGE_COOKIE}=ku`)).toBe('ku');
    expect(pageLanguage('', 'other=1')).toBe('en');
  });
});
