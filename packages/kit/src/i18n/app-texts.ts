import { i18n } from '@azmar/kit/i18n/i18n';
import { LANGUAGES, type Language } from '@azmar/kit/language/language';
import { prepareLanguagesWith, useLanguageStore } from '@azmar/kit/language/language-store';
import { countInstance } from '@azmar/kit/federation/instance-count';

/** One language's texts of some namespaces (`{ home: homeKu }`), as a text chunk gives them. */
export type TextsByNamespace = Record<string, object>;

/**
 * Loads one language's texts of an app part, each language a chunk of its own, so a visitor downloads only the
 * language they read: on `/` the Kurdish texts of the shell and the two remotes are 3.2 KB gzip that an English visitor
 * never reads (e2e/bench/first-load.mjs). The chunk an exposed module's first render needs is named
 * `<exposed module>.texts-<language>` (the shell's common texts `texts-<language>`): the server finds it by that name
 * in the build's manifest and has the page ask for it with the module's scripts (shell server/document-assets.ts).
 */
export type TextsLoader = (language: Language) => Promise<TextsByNamespace>;

/** Per loader and language: its texts' load, running or done. A failed load is forgotten, so it is tried again. */
const loads = new Map<TextsLoader, Map<Language, { done: boolean; promise: Promise<void> }>>();

/** Loads a part's texts in one language (the shell's: before it knows the page's language in its store). */
export function loadTextsIn(loader: TextsLoader, language: Language): Promise<void> {
  let byLanguage = loads.get(loader);
  if (!byLanguage) loads.set(loader, (byLanguage = new Map()));
  const known = byLanguage.get(language);
  if (known) return known.promise;
  const load = {
    done: false,
    // Asked once more at once: a texts file the page's head preloaded, whose preload failed (a remote down while the
    // page loaded), is answered from the browser's preload cache with that failure the first time it is asked for
    // again; Retry on the remote found its texts failing once more (e2e/tests/failure-isolation.spec.ts).
    promise: loader(language)
      .catch(() => loader(language))
      .then(
        (texts) => {
          for (const [namespace, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, namespace, bundle, true, true);
          load.done = true;
        },
        (error: unknown) => {
          byLanguage.delete(language);
          throw error;
        },
      ),
  };
  byLanguage.set(language, load);
  return load.promise;
}

let everyLanguage = false;

/**
 * Every part's texts load in every language: a server's renders in both run side by side, and a unit test switches
 * language without waiting. Called by the server render's start and the tests' set-up, never in a browser page.
 */
export function loadTextsInEveryLanguage(): void {
  everyLanguage = true;
}

/**
 * Loads an app part's texts before it renders: in a browser page in its language (a later switch to another language
 * loads them in it first, textsIn); on a server in every language.
 */
export function loadTexts(loader: TextsLoader): Promise<void> {
  const languages = everyLanguage ? LANGUAGES : [useLanguageStore.getState().language];
  return Promise.all(languages.map((language) => loadTextsIn(loader, language))).then(() => undefined);
}

/** Every loaded part's texts in this language: what a switch to it waits for. */
function textsIn(language: Language): Promise<void> {
  return Promise.all([...loads.keys()].map((loader) => loadTextsIn(loader, language))).then(() => undefined);
}

/**
 * Dev hot reload of a part's text files: loads them again in every language loaded so far and re-renders every
 * translated component in place (a language change event with the same language), without a page reload.
 */
export function reloadTexts(loader: TextsLoader): void {
  const languages = [...(loads.get(loader)?.keys() ?? [])];
  loads.delete(loader);
  void Promise.all(languages.map((language) => loadTextsIn(loader, language))).then(() => i18n.changeLanguage(i18n.language));
}

function hasTextsIn(language: Language): boolean {
  for (const byLanguage of loads.values()) if (!byLanguage.get(language)?.done) return false;
  return true;
}

// The store switches the page to a language only once the texts of every part on it are there, so nothing is drawn in
// one language with another's texts. Already there (the page's own language, or one shown before), it switches at once.
prepareLanguagesWith((language) => (hasTextsIn(language) ? null : textsIn(language)));

countInstance('app-texts');
