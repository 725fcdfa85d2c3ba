// Each page has one URL per language, without changing the site's paths: `?lang=en` and `?lang=ku` select the
// language on arrival (and the browser remembers it), the bare path is the page in the visitor's remembered
// language (x-default). The sitemap, hreflang alternates and canonical links all use these.

/** The query parameter that selects the language. */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** hreflang of each language code the site uses in URLs (`ku` is Sorani, `ckb` in BCP 47). */
export const HREFLANG = { en: 'en', ku: 'ckb' } as const;

export type UrlLanguage = keyof typeof HREFLANG;

/** A page's path in one language, e.g. `/about?lang=ku`. */
export function pathInLanguage(path: string, language: UrlLanguage): string {
  return `${path}?${LANGUAGE_QUERY_PARAM}=${language}`;
}

/** The hreflang alternates of a page: each language's URL, then x-default (the bare path). */
export function languageAlternates(path: string): { hreflang: string; path: string }[] {
  return [
    ...(Object.keys(HREFLANG) as UrlLanguage[]).map((language) => ({ hreflang: HREFLANG[language], path: pathInLanguage(path, language) })),
    { hreflang: 'x-default', path },
  ];
}
