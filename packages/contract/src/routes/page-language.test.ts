import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, languageFromAcceptLanguage, languageFromCookies, languageFromSearch, pageLanguage } from './page-language.js';

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

describe("the browser's Accept-Language", () => {
  it.each([
    ['ckb', 'ku'],
    ['ckb-IQ,en;q=0.8', 'ku'],
    ['en-GB,en;q=0.9,ckb;q=0.5', 'en'],
    ['fr,ku;q=0.7,en;q=0.6', 'ku'],
    ['en;q=0.2, ckb;q=0.9', 'ku'],
    ['ar, en;q=0.5', 'en'],
  ])('%s prefers %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it.each([undefined, '', 'fr, ar', 'ckb;q=0, en;q=0', '*'])("%s names none of the site's languages", (header) => {
    expect(languageFromAcceptLanguage(header)).toBeNull();
  });
});

describe('the language a page is rendered in', () => {
  it("is the URL's, else the cookie's, else the browser's, else English", () => {
    expect(pageLanguage({ search: '?lang=ku', cookie: `${LANGUAGE_COOKIE}=en`, acceptLanguage: 'en' })).toBe('ku');
    expect(pageLanguage({ search: '?lang=en', cookie: `${LANGUAGE_COOKIE}=ku`, acceptLanguage: 'ckb' })).toBe('en');
    expect(pageLanguage({ search: '?lang=fr', cookie: `${LANGUAGE_COOKIE}=ku`, acceptLanguage: 'en' })).toBe('ku');
    expect(pageLanguage({ search: '', cookie: 'other=1', acceptLanguage: 'ckb-IQ' })).toBe('ku');
    expect(pageLanguage({ search: '', cookie: 'other=1' })).toBe('en');
  });
});
