import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TextsLoader } from '@azmar/kit/i18n/app-texts';

// The tests' set-up loads every part's texts in every language, as a server does (vitest.setup.ts): these tests need
// a browser page's kit, fresh, which loads only its language's.
async function freshKit() {
  vi.resetModules();
  const [texts, { i18n }, { useLanguageStore }, remoteModules] = await Promise.all([
    import('@azmar/kit/i18n/app-texts'),
    import('@azmar/kit/i18n/i18n'),
    import('@azmar/kit/language/language-store'),
    import('@azmar/kit/federation/remote-modules'),
  ]);
  useLanguageStore.setState({ language: 'en' });
  return { ...texts, i18n, useLanguageStore, ...remoteModules };
}

/** A part's texts whose loads the test ends by hand, as a slow network would. */
function slowTexts() {
  const pending: { language: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const loader = vi.fn<TextsLoader>(
    (language) =>
      new Promise((resolve, reject) => pending.push({ language, resolve: () => resolve({ sample: { title: language === 'ku' ? 'سڵاو' : 'Hello' } }), reject })),
  );
  return { loader, pending };
}

/** A fresh page in English with one part whose English texts have loaded. */
async function pageInEnglish() {
  const kit = await freshKit();
  const { loader, pending } = slowTexts();
  const loaded = kit.loadTexts(loader);
  pending[0]?.resolve();
  await loaded;
  return { kit, loader, pending };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("a browser page's texts", () => {
  it("loads a part's texts in the page's language only", async () => {
    const kit = await freshKit();
    const { loader } = slowTexts();
    kit.useLanguageStore.setState({ language: 'ku' });
    void kit.loadTexts(loader);
    expect(loader.mock.calls.map(([language]) => language)).toEqual(['ku']);
  });

  it('switches the page to a language only once every loaded part has its texts in it', async () => {
    const { kit, loader, pending } = await pageInEnglish();
    expect(kit.i18n.t('title', { ns: 'sample' })).toBe('Hello');

    kit.useLanguageStore.getState().setLanguage('ku');
    expect(kit.useLanguageStore.getState().language).toBe('en');
    expect(loader.mock.calls.map(([language]) => language)).toEqual(['en', 'ku']);
    pending[1]?.resolve();
    await flush();
    expect(kit.useLanguageStore.getState().language).toBe('ku');
    expect(kit.i18n.t('title', { ns: 'sample' })).toBe('سڵاو');

    // Both languages are there now: a switch back and forth is at once, with no load.
    kit.useLanguageStore.getState().toggleLanguage();
    expect(kit.useLanguageStore.getState().language).toBe('en');
    kit.useLanguageStore.getState().setLanguage('ku');
    expect(kit.useLanguageStore.getState().language).toBe('ku');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps the language when the texts cannot be loaded, and tries again on the next switch', async () => {
    const { kit, loader, pending } = await pageInEnglish();

    kit.useLanguageStore.getState().setLanguage('ku');
    // Asked twice at once (a failed preload answers the first ask again): both fail.
    pending[1]?.reject(new Error('offline'));
    await flush();
    pending[2]?.reject(new Error('offline'));
    await flush();
    expect(kit.useLanguageStore.getState().language).toBe('en');
    expect(console.error).toHaveBeenCalledWith('the ku texts could not be loaded', expect.any(Error));

    kit.useLanguageStore.getState().setLanguage('ku');
    expect(loader).toHaveBeenCalledTimes(4);
    pending[3]?.resolve();
    await flush();
    expect(kit.useLanguageStore.getState().language).toBe('ku');
  });

  it('asks once more at once when a load fails, as a failed preload answers the first ask again', async () => {
    const { kit, loader, pending } = await pageInEnglish();
    kit.useLanguageStore.getState().setLanguage('ku');
    pending[1]?.reject(new Error('preloaded 404'));
    await flush();
    expect(loader).toHaveBeenCalledTimes(3);
    pending[2]?.resolve();
    await flush();
    expect(kit.useLanguageStore.getState().language).toBe('ku');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('shows the language asked for last when an earlier switch is still loading', async () => {
    const { kit, pending } = await pageInEnglish();

    kit.useLanguageStore.getState().setLanguage('ku');
    kit.useLanguageStore.getState().setLanguage('en');
    expect(kit.useLanguageStore.getState().language).toBe('en');
    pending[1]?.resolve();
    await flush();
    expect(kit.useLanguageStore.getState().language).toBe('en');
  });

  it("loads a remote module's texts with it: the module counts as loaded once they are there", async () => {
    const kit = await freshKit();
    const { loader, pending } = slowTexts();
    const sections = { Section: () => null, texts: loader };
    kit.provideRemoteModuleLoader(async () => sections);
    const module = kit.loadRemoteModule('mfe-a', './sections');
    await flush();
    expect(loader.mock.calls.map(([language]) => language)).toEqual(['en']);
    expect(kit.peekRemoteModule('mfe-a', './sections')).toBeUndefined();
    pending[0]?.resolve();
    await expect(module).resolves.toBe(sections);
    expect(kit.i18n.t('title', { ns: 'sample' })).toBe('Hello');
  });

  it('loads every language on a server, where renders in both run side by side', async () => {
    const kit = await freshKit();
    const { loader, pending } = slowTexts();
    kit.loadTextsInEveryLanguage();
    const loaded = kit.loadTexts(loader);
    for (const load of pending) load.resolve();
    await loaded;
    expect(loader.mock.calls.map(([language]) => language)).toEqual(['en', 'ku']);
    kit.useLanguageStore.getState().setLanguage('ku');
    expect(kit.useLanguageStore.getState().language).toBe('ku');
  });
});
