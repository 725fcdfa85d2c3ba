import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, languageFromCookies } from '@azmar/contract/routes/page-language';
import { languageCookie, languageCookieForRequest, searchInLanguage } from '@azmar/kit/language/language-choice';

describe('the language cookie', () => {
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
