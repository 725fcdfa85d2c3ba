import { LANGUAGES, type Language } from '../content/language.js';
import { LANGUAGE_QUERY_PARAM } from './language-urls.js';

// In every runtime the contract runs in (browsers and Node); the contract's types name no DOM or Node library.
declare const URLSearchParams: new (init: string) => { get(name: string): string | null };

// Which language a page is answered in, from the request alone: the URL's `?lang=`; for a URL that names none, the
// cookie the site's code sets when a visitor chooses one, else the browser's Accept-Language, else English. Here, not
// in the kit, because the gateway decides it before any render (its page cache is keyed by it) in plain Node, and the
// browser's kit reads the same rule.

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

/**
 * The site's language an Accept-Language header prefers (RFC 9110 §12.5.4): Sorani for `ckb` or `ku` (and their
 * regional forms), English for `en`; the highest weight wins, the earlier on a tie. Null when it names neither.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  let best: { language: Language; weight: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = range.split('-')[0];
    const language: Language | null = primary === 'ckb' || primary === 'ku' ? 'ku' : primary === 'en' ? 'en' : null;
    const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (language && weight > 0 && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? null;
}

/** What a page request says about its language. */
export interface LanguageHints {
  search: string;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** The language a page is rendered in: its URL's; for a URL that names none, the cookie's, the browser's, or English. */
export function pageLanguage({ search, cookie, acceptLanguage }: LanguageHints): Language {
  return languageFromSearch(search) ?? languageFromCookies(cookie) ?? languageFromAcceptLanguage(acceptLanguage) ?? 'en';
}
