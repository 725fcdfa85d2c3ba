import { SORANI_FONT_FAMILY } from '@azmar/kit/fonts/sorani-font';
import { directionFor, htmlLangFor, type Language } from '@azmar/kit/language/language';
import { languageCookie } from '@azmar/kit/language/language-choice';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { countInstance } from '@azmar/kit/federation/instance-count';

/**
 * Puts the language on the page itself: `<html lang dir>` and the Sorani font on the body in Kurdish, and
 * remembers it in the language cookie (kit language/language-choice) for the server's next answer.
 */
export function applyDocumentLanguage(language: Language, doc: Document = document): void {
  const html = doc.documentElement;
  html.lang = htmlLangFor(language);
  html.dir = directionFor(language);
  doc.body.style.fontFamily = language === 'ku' ? SORANI_FONT_FAMILY : '';
  doc.cookie = languageCookie(language, doc.location?.protocol === 'https:');
}

let stopSync: (() => void) | null = null;

/**
 * Keeps the document in step with the store. Idempotent: the shell and a standalone remote both call it,
 * and since the kit is a singleton there is one subscription per page.
 */
export function syncDocumentLanguage(): () => void {
  if (!stopSync) {
    applyDocumentLanguage(useLanguageStore.getState().language);
    const unsubscribe = useLanguageStore.subscribe((state, previous) => {
      if (state.language !== previous.language) applyDocumentLanguage(state.language);
    });
    stopSync = () => {
      unsubscribe();
      stopSync = null;
    };
  }
  return stopSync;
}

countInstance('document-language');
