import { LANGUAGE_QUERY_PARAM } from '@azmar/contract/routes/language-urls';
import { isLanguage, type Language } from '@azmar/kit/language/language';

/**
 * How a visitor's language choice travels beyond the store: a `?lang=` query on arrival (the URL search engines
 * and shared links carry for each language of a page; the site's paths stay the same), and a cookie, so that a
 * server rendering the page can answer in the visitor's language from the first byte. Pure: no browser needed.
 */
export const LANGUAGE_COOKIE = 'azmar_lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language a `?lang=` query (contract routes/language-urls) asks for (`en`, `ku`, or the Sorani tag `ckb`), or null when it asks none we have. */
export function languageFromSearch(search: string): Language | null {
  const asked = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM)?.trim().toLowerCase();
  if (asked === 'ckb') return 'ku';
  return isLanguage(asked) ? asked : null;
}

/** The language remembered in a Cookie header (or `document.cookie`), or null. */
export function languageFromCookies(cookies: string | undefined): Language | null {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** The cookie that remembers `language` for a year on the whole site (no secret in it, so readable by scripts). */
export function languageCookie(language: Language, secure = false): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
