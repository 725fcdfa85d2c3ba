import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_COOKIE,
  languageCookie,
  languageCookieForRequest,
  languageFromCookies,
  languageFromSearch,
  searchInLanguage,
} from '@azmar/kit/language/language-choice';

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

  it('lasts a year on the whole site, Secure only over https', () => {
    expect(languageCookie('ku')).toBe(`${LANGUAGE_COOKIE}=ku; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(languageCookie('en', true)).toMatch(/; Secure$/);
    expect(languageFromCookies(languageCookie('ku'))).toBe('ku');
  });
});

describe('the cookie a server sends with a page', () => {
  it('remembers the language the URL asked for, secure over https', () => {
    expect(languageCookieForRequest('?lang=ku', 'http://localhost:8080')).toBe(languageCookie('ku'));
    expect(languageCookieForRequest('?q=1&lang=ckb', 'https://azmar.example')).toBe(languageCookie('ku', true));
    expect(languageCookieForRequest('?lang=en', 'https://azmar.example')).toContain(`${LANGUAGE_COOKIE}=en;`);
  });

  it.each(['', '?lang=fr', '?category=pavers'])('sends none for %s, which asks no language', (search) => {
    expect(languageCookieForRequest(search, 'https://azmar.example')).toBeNull();
  });
});

describe('the same page in another language', () => {
  it.each([
    ['', 'ku', '?lang=ku'],
    ['?lang=ku', 'en', '?lang=en'],
    ['?category=pavers', 'ku', '?category=pavers&lang=ku'],
    ['?lang=en&category=pavers', 'ku', '?lang=ku&category=pavers'],
  ] as const)('%s in %s is %s', (search, language, expected) => {
    expect(searchInLanguage(search, language)).toBe(expected);
  });
});
