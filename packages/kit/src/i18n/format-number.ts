import { htmlLangFor, type Language } from '@azmar/kit/language/language';

/**
 * A number as readers of `language` write it: `2,004` in English, `٢٬٠٠٤` in Kurdish (Eastern Arabic digits,
 * the one digit system of the Sorani texts). Intl gets `ckb`, not the interface code `ku`, which it reads as
 * Kurmanji (Latin digits). For a year pass `{ useGrouping: false }`.
 */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  // Chromium's ICU data has no `ckb` number data and falls back to Latin digits: name the system outright.
  return new Intl.NumberFormat(htmlLangFor(language), { ...options, numberingSystem: language === 'ku' ? 'arab' : 'latn' }).format(value);
}
