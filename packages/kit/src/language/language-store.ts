import { useContext } from 'react';
import { create, createStore, useStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, isLanguage, otherLanguage, type Language } from '@azmar/kit/language/language';
import { countInstance } from '@azmar/kit/federation/instance-count';
import { RequestContextProvider } from '@azmar/kit/render/request-context';
import { currentServerSnapshot } from '@azmar/kit/store/server-snapshot';

export const LANGUAGE_STORAGE_KEY = 'azmar.language';

export interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
  toggleLanguage: () => void;
}

type SetLanguageState = (partial: Pick<LanguageState, 'language'>) => void;

/** What must be ready before the page shows a language (its texts: kit i18n/app-texts); null when it already is. */
type LanguagePreparer = (language: Language) => Promise<void> | null;

let prepareLanguage: LanguagePreparer = () => null;

/** Set once by the kit's text loading: a switch of language waits for what it prepares. */
export function prepareLanguagesWith(preparer: LanguagePreparer): void {
  prepareLanguage = preparer;
}

function languageState(language: Language, set: SetLanguageState, get: () => LanguageState): LanguageState {
  /** The language last asked for while its texts load: a later switch wins over an earlier one still loading. */
  let asked: Language | null = null;
  const switchTo = (next: Language) => {
    const preparing = prepareLanguage(next);
    asked = next;
    if (!preparing) {
      set({ language: next });
      return;
    }
    preparing.then(
      () => {
        if (asked === next) set({ language: next });
      },
      // The page stays in its language; the next switch (the same link again) tries the load again.
      (error: unknown) => console.error(`the ${next} texts could not be loaded`, error),
    );
  };
  return {
    language,
    setLanguage: (next) => switchTo(isLanguage(next) ? next : DEFAULT_LANGUAGE),
    toggleLanguage: () => switchTo(otherLanguage(get().language)),
  };
}

/** The browser page's language store, remembered across visits. */
const pageLanguageStore = create<LanguageState>()(
  currentServerSnapshot(
    persist((set, get) => languageState(DEFAULT_LANGUAGE, set, get), {
      name: LANGUAGE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ language: state.language }),
      // A hand-edited or stale stored value must not break the page: anything unknown means English.
      merge: (persisted, current) => {
        const stored = (persisted as { language?: unknown } | undefined)?.language;
        return { ...current, language: isLanguage(stored) ? stored : DEFAULT_LANGUAGE };
      },
    }),
  ),
);

/** A language store of one server render (render/request-context): its request's language, kept nowhere else. */
export function createLanguageStore(language: Language): StoreApi<LanguageState> {
  return createStore<LanguageState>()((set, get) => languageState(language, set, get));
}

function useScopedLanguageStore(): LanguageState;
function useScopedLanguageStore<U>(selector: (state: LanguageState) => U): U;
function useScopedLanguageStore<U>(selector?: (state: LanguageState) => U) {
  const ofRequest = useContext(RequestContextProvider)?.languageStore;
  return useStore(ofRequest ?? pageLanguageStore, selector ?? ((state: LanguageState) => state as unknown as U));
}

/**
 * THE language store of the page. The kit is a federation singleton, so the shell and every remote get this very
 * object; never create another one. As a hook it reads the store of the server render it is in, if any (one per
 * request, render/request-context), else the page's; `getState`, `setState` and `subscribe` are the page's.
 */
export const useLanguageStore: typeof pageLanguageStore = Object.assign(useScopedLanguageStore, pageLanguageStore);

countInstance('language-store');
