import { htmlLangFor, type Language } from '@azmar/kit/language/language';

const EASTERN_ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const GROUP_SEPARATORS: Record<Language, string> = { en: ',', ku: '٬' };
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number as readers of `language` write it: `2,004` in English, `٢٬٠٠٤` in Kurdish (Eastern Arabic digits,
 * the one digit system of the Sorani texts). For a year pass `{ useGrouping: false }`.
 *
 * Written out rather than left to Intl.NumberFormat for the numbers the site shows (whole, not negative, with
 * no option but `useGrouping`): the first Intl.NumberFormat a page builds costs Chromium 20–50 ms (measured on a
 * desktop; about four times that on Lighthouse's phone), and every page shows the footer's year as it starts.
 * The output is Intl's, character for character (format-number.test.ts compares them). Anything else goes to
 * Intl, with `ckb` (not the interface code `ku`, which Intl reads as Kurmanji) and the Arabic digits named
 * outright, since Chromium's ICU data has no `ckb` number data.
 */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  const plain = options === undefined || Object.keys(options).every((name) => name === 'useGrouping');
  if (plain && Number.isSafeInteger(value) && value >= 0) return written(value, language, options?.useGrouping !== false);
  return intlFormatter(language, options).format(value);
}

function written(value: number, language: Language, grouping: boolean): string {
  const digits = String(value);
  const text = grouping ? digits.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATORS[language]) : digits;
  return language === 'ku' ? text.replace(/\d/g, (digit) => EASTERN_ARABIC_DIGITS[Number(digit)] as string) : text;
}

function intlFormatter(language: Language, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(htmlLangFor(language), { ...options, numberingSystem: language === 'ku' ? 'arab' : 'latn' });
    formatters.set(key, formatter);
  }
  return formatter;
}
