import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test loads the store afresh, as a page load would, against what localStorage holds then.
async function loadStore() {
  vi.resetModules();
  return import('@azmar/kit/language/language-store');
}

afterEach(() => localStorage.clear());

describe('language store', () => {
  it('starts in English when nothing is stored', async () => {
    const { useLanguageStore } = await loadStore();
    expect(useLanguageStore.getState().language).toBe('en');
  });

  it('toggles between en and ku and remembers the choice under azmar.language', async () => {
    const { useLanguageStore, LANGUAGE_STORAGE_KEY } = await loadStore();
    expect(LANGUAGE_STORAGE_KEY).toBe('azmar.language');
    useLanguageStore.getState().toggleLanguage();
    expect(useLanguageStore.getState().language).toBe('ku');
    expect(JSON.parse(localStorage.getItem('azmar.language') ?? '{}').state).toEqual({ language: 'ku' });
    useLanguageStore.getState().toggleLanguage();
    expect(useLanguageStore.getState().language).toBe('en');
  });

  it('restores the stored language on the next load', async () => {
    localStorage.setItem('azmar.language', JSON.stringify({ state: { language: 'ku' }, version: 0 }));
    const { useLanguageStore } = await loadStore();
    expect(useLanguageStore.getState().language).toBe('ku');
  });

  it.each([
    ['an unknown code', JSON.stringify({ state: { language: 'fr' }, version: 0 })],
    ['a wrong type', JSON.stringify({ state: { language: 42 }, version: 0 })],
    ['broken JSON', '{not json'],
  ])('falls back to English for %s', async (_case, stored) => {
    localStorage.setItem('azmar.language', stored);
    const { useLanguageStore } = await loadStore();
    expect(useLanguageStore.getState().language).toBe('en');
  });

  it('refuses to be set to an unknown language', async () => {
    const { useLanguageStore } = await loadStore();
    useLanguageStore.getState().setLanguage('ku');
    useLanguageStore.getState().setLanguage('de' as never);
    expect(useLanguageStore.getState().language).toBe('en');
  });
});
