import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from '@azmar/kit/i18n/react-i18next-facade';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@azmar/kit/language/language';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { countInstance } from '@azmar/kit/federation/instance-count';

export const COMMON_NAMESPACE = 'common';

/**
 * THE i18next instance of the page (the kit is a federation singleton). The shell owns `common`; each app adds its own
 * namespaces: a page in a browser in its language only (kit i18n/app-texts), a server render and a test in both
 * (`addAppTexts`). No texts are fetched by i18next itself, so init is synchronous.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: useLanguageStore.getState().language,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  resources: {},
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// The store is the source of truth; i18next follows it (the store switches once the texts are there: app-texts.ts).
useLanguageStore.subscribe((state, previous) => {
  if (state.language !== previous.language) void i18n.changeLanguage(state.language);
});

const inOneLanguage = new Map<Language, I18n>();

/**
 * An instance fixed in one language that shares the page instance's texts (every app's namespaces): a server render
 * uses the one of its page's language, so renders in both languages can run at once. Two per process, made once.
 */
export function i18nIn(language: Language): I18n {
  let instance = inOneLanguage.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language, initAsync: false });
    void instance.changeLanguage(language);
    inOneLanguage.set(language, instance);
  }
  return instance;
}

/** Registers an app's own namespace in both languages (idempotent, so a remounted remote may call it again). */
export function addAppTexts<T extends object>(namespace: string, en: T, ku: T): void {
  i18n.addResourceBundle('en', namespace, en, true, true);
  i18n.addResourceBundle('ku', namespace, ku, true, true);
}

/**
 * Dev hot reload of an app's text files: registers the new texts and re-renders every translated
 * component in place (a language change event with the same language), so an edited word shows up
 * without a page reload.
 */
export function reloadAppTexts<T extends object>(namespace: string, en: T, ku: T): void {
  addAppTexts(namespace, en, ku);
  void i18n.changeLanguage(i18n.language);
}

countInstance('i18n');
