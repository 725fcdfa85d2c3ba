import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import type { Language } from '@azmar/kit/language/language';

// The Sorani locale is ~3 KB gzip that an English first visit never needs, and no antd component renders
// on a first paint, so it is fetched when Kurdish is first chosen instead of with every page.
let sorani: Locale | null = null;
/**
 * English as a locale with no texts of its own: antd's components fall back to their built-in en_US texts, and
 * this keeps en_US itself (pagination, date pickers… ~2 KB gzip) out of pages that render no antd.
 */
const ENGLISH: Locale = { locale: 'en' };
let pending: Promise<Locale> | null = null;

export function loadSoraniAntdLocale(): Promise<Locale> {
  pending ??= import('@azmar/kit/antd/antd-locale-ckb').then((module) => (sorani = module.antdLocaleCkb));
  // A failed fetch (offline) may be tried again on the next language change.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

/**
 * antd's locale for `language`: English (antd's built-in texts), and for Kurdish the Sorani locale once it has
 * arrived (English until then). Never `undefined`: antd's ConfigProvider adds its LocaleProvider only when given
 * a locale, so going from none to one would change its tree and remount the whole app below it (typed input
 * lost). Renders without a browser (the load starts in an effect).
 */
export function useAntdLocale(language: Language, needed = true): Locale {
  const [loaded, setLoaded] = useState<Locale | null>(sorani);
  useEffect(() => {
    if (!needed || language !== 'ku' || loaded) return;
    let current = true;
    loadSoraniAntdLocale().then(
      (locale) => current && setLoaded(locale),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [language, loaded, needed]);
  return language === 'ku' ? (loaded ?? sorani ?? ENGLISH) : ENGLISH;
}
