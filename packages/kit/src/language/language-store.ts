import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, isLanguage, otherLanguage, type Language } from '@azmar/kit/language/language';
import { countInstance } from '@azmar/kit/federation/instance-count';
import { currentServerSnapshot } from '@azmar/kit/store/server-snapshot';

export const LANGUAGE_STORAGE_KEY = 'azmar.language';

export interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
  toggleLanguage: () => void;
}

/**
 * THE language store of the page. The kit is a federation singleton, so the shell and every remote
 * get this very object; never create another one.
 */
export const useLanguageStore = create<LanguageState>()(
  currentServerSnapshot(
    persist(
      (set, get) => ({
        language: DEFAULT_LANGUAGE,
        setLanguage: (language) => set({ language: isLanguage(language) ? language : DEFAULT_LANGUAGE }),
        toggleLanguage: () => set({ language: otherLanguage(get().language) }),
      }),
      {
        name: LANGUAGE_STORAGE_KEY,
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ language: state.language }),
        // A hand-edited or stale stored value must not break the page: anything unknown means English.
        merge: (persisted, current) => {
          const stored = (persisted as { language?: unknown } | undefined)?.language;
          return { ...current, language: isLanguage(stored) ? stored : DEFAULT_LANGUAGE };
        },
      },
    ),
  ),
);

export function getLanguage(): Language {
  return useLanguageStore.getState().language;
}

countInstance('language-store');
