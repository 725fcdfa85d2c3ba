/** The interface languages. `en` is the default and the fallback for anything unknown. */
export const LANGUAGES = ['en', 'ku'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The interface code is `ku`, but HTML wants the Sorani tag `ckb` (plain `ku` would mean Kurmanji to tools). */
export function htmlLangFor(language: Language): 'en' | 'ckb' {
  return language === 'ku' ? 'ckb' : 'en';
}

export function directionFor(language: Language): 'ltr' | 'rtl' {
  return language === 'ku' ? 'rtl' : 'ltr';
}

export function otherLanguage(language: Language): Language {
  return language === 'ku' ? 'en' : 'ku';
}
