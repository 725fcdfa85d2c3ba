import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, languageCookie, languageFromCookies, languageFromSearch } from '@azmar/kit/language/language-choice';

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
