import { LANGUAGES, type Language } from '../content/language.js';
import { LANGUAGE_QUERY_PARAM } from './language-urls.js';

// In every runtime the contract runs in (browsers and Node); the contract's types name no DOM or Node library.
declare const URLSearchParams: new (init: string) => { get(name: string): string | null };

// Which language a page is answered in, from the request alone: the URL's `?lang=`, else the cookie the site
// sets when a visitor chooses one, else English. Here, not in the kit, because the render service decides it
// before any render (its page cache is keyed by it) in plain Node, and the browser's kit reads the same rule.

/** The cookie that remembers the visitor's language (no secret in it, so readable by scripts). */
export const LANGUAGE_COOKIE = 'azmar_lang';

const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language a `?lang=` query asks for (`en`, `ku`, or the Sorani tag `ckb`), or null when it asks none we have. */
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

/** The language a page is rendered in: its URL's `?lang=`, else the visitor's cookie, else English. */
export function pageLanguage(search: string, cookies: string | undefined): Language {
  return languageFromSearch(search) ?? languageFromCookies(cookies) ?? 'en';
}
