// Each page has one URL per language, on the site's own paths: `?lang=en` and `?lang=ku`. Every link and form the site
// renders carries the language of the page it is on, so a visitor stays in their language without cookies or code;
// only a URL that names no language (x-default) is answered in the language the visitor's browser asks for.

import type { Language } from '../content/language.js';

// In every runtime the contract runs in (browsers and Node); the contract's types name no DOM or Node library.
declare const URLSearchParams: new (init?: string | Record<string, string>) => {
  set(name: string, value: string): void;
  delete(name: string): void;
  toString(): string;
};

/** The query parameter that names the language. */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** hreflang of each language code the site uses in URLs (`ku` is Sorani, `ckb` in BCP 47). */
export const HREFLANG = { en: 'en', ku: 'ckb' } as const;

/**
 * A page's URL in one language, with other query parameters (a null one left out): `/about?lang=ku`,
 * `/products?lang=ku&category=electronics`.
 */
export function pathInLanguage(path: string, language: Language, params: Record<string, string | null | undefined> = {}): string {
  const query = new URLSearchParams({ [LANGUAGE_QUERY_PARAM]: language });
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined && name !== LANGUAGE_QUERY_PARAM) query.set(name, value);
  return `${path}?${query.toString()}`;
}

/** A query string (with its `?`) with the language set to `language`, its other parameters kept. */
export function searchInLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_QUERY_PARAM, language);
  return `?${params.toString()}`;
}

/** The hreflang alternates of a page: each language's URL, then x-default (the bare path). */
export function languageAlternates(path: string): { hreflang: string; path: string }[] {
  return [
    ...(Object.keys(HREFLANG) as Language[]).map((language) => ({ hreflang: HREFLANG[language], path: pathInLanguage(path, language) })),
    { hreflang: 'x-default', path },
  ];
}
