import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, languageFromCookies } from '@azmar/contract/routes/page-language';
import { languageCookie } from '@azmar/kit/language/language-choice';

describe('the language cookie', () => {
  it('remembers the language for a year on the whole site, Secure over https, and reads back', () => {
    expect(languageCookie('ku')).toBe(`${LANGUAGE_COOKIE}=ku; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(languageCookie('en', true)).toMatch(/; Secure$/);
    expect(languageFromCookies(languageCookie('ku'))).toBe('ku');
  });
});
