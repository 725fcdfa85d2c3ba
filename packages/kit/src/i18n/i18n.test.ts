import { afterEach, describe, expect, it } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { addAppTexts, i18n, reloadAppTexts } from '@azmar/kit/i18n/i18n';
import { useLanguageStore } from '@azmar/kit/language/language-store';

afterEach(() => useLanguageStore.setState({ language: 'en' }));

describe('i18n', () => {
  it('is ready synchronously with the common namespace in English', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('nav.home')).toBe(commonEn.nav.home);
    expect(i18n.t('notFound.title')).toBe('404 Page Not Found');
  });

  it('follows the language store into Kurdish and back', () => {
    useLanguageStore.getState().setLanguage('ku');
    expect(i18n.language).toBe('ku');
    expect(i18n.t('nav.home')).toBe(commonKu.nav.home);
    expect(i18n.t('nav.home')).not.toBe(commonEn.nav.home);
    useLanguageStore.getState().setLanguage('en');
    expect(i18n.t('nav.home')).toBe(commonEn.nav.home);
  });

  it('interpolates without escaping (React escapes)', () => {
    expect(i18n.t('footer.copyright', { year: 2030 })).toBe('© 2030 Azmar Group. All rights reserved.');
  });

  it("adds an app's namespace in both languages, falling back to English for a missing Kurdish key", () => {
    addAppTexts('sample', { hero: { title: 'Hello', extra: 'Only English' } }, { hero: { title: 'سڵاو' } } as never);
    expect(i18n.t('hero.title', { ns: 'sample' })).toBe('Hello');
    useLanguageStore.getState().setLanguage('ku');
    expect(i18n.t('hero.title', { ns: 'sample' })).toBe('سڵاو');
    expect(i18n.t('hero.extra', { ns: 'sample' })).toBe('Only English');
  });

  it('reloads edited app texts in place and tells translated components to re-render', () => {
    addAppTexts('edited', { hero: { title: 'Before' } }, { hero: { title: 'پێشتر' } });
    let rerenders = 0;
    const onChange = () => (rerenders += 1);
    i18n.on('languageChanged', onChange);
    reloadAppTexts('edited', { hero: { title: 'After' } }, { hero: { title: 'دواتر' } });
    i18n.off('languageChanged', onChange);
    expect(i18n.t('hero.title', { ns: 'edited' })).toBe('After');
    expect(i18n.language).toBe('en');
    expect(rerenders).toBe(1);
  });
});
