import { LANGUAGE_QUERY_PARAM } from '@azmar/contract/routes/language-urls';
import { LANGUAGE_COOKIE, languageFromSearch } from '@azmar/contract/routes/page-language';
import type { Language } from '@azmar/kit/language/language';

/**
 * How a visitor's language choice travels beyond the store: a `?lang=` query on arrival (the URL search engines
 * and shared links carry for each language of a page; the site's paths stay the same), and a cookie, so that a
 * server rendering the page can answer in the visitor's language from the first byte (which language a request
 * asks for is the contract's rule, routes/page-language). Pure: no browser needed.
 */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The cookie that remembers `language` for a year on the whole site (no secret in it, so readable by scripts). */
export function languageCookie(language: Language, secure = false): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The Set-Cookie value a server sends with a page whose URL asked for a language (`?lang=ku`), or null when it asked
 * none: the language toggle is a link to that URL, so a visitor whose page has no running code yet (still loading,
 * or turned off) keeps the language on the next plain link too. Secure when the visitor came over https.
 */
export function languageCookieForRequest(search: string, origin: string): string | null {
  const asked = languageFromSearch(search);
  return asked ? languageCookie(asked, origin.startsWith('https:')) : null;
}

/** The query string (with its `?`) of the same page in `language`: the other parameters kept, `lang` set. */
export function searchInLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_QUERY_PARAM, language);
  return `?${params.toString()}`;
}
