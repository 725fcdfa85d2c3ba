// How the tests find the parts of the frame (the DOM contract in the brief) and set the language.
import { expect, type Locator, type Page } from '@playwright/test';
import { common, HTML_DIR, HTML_LANG, type Lang } from './site-texts.ts';

export const LANGUAGE_STORAGE_KEY = 'azmar.language';

/** Starts every page of this context in the given language, as a returning visitor would. */
export async function presetLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // Only on the first document, so a toggle during the test is not undone by the next navigation.
      if (!sessionStorage.getItem('azmar.e2e.preset')) {
        localStorage.setItem(key, JSON.stringify({ state: { language: value }, version: 0 }));
        sessionStorage.setItem('azmar.e2e.preset', '1');
      }
    },
    [LANGUAGE_STORAGE_KEY, lang] as const,
  );
}

export function mainNav(page: Page, lang: Lang): Locator {
  return page.locator('header').getByRole('navigation', { name: common[lang].nav.mainLabel });
}

export function hero(page: Page): Locator {
  return page.locator('#main-content #remote-slot [data-testid="hero"]');
}

export function languageToggle(page: Page): Locator {
  return page.getByTestId('language-toggle');
}

export async function expectDocumentLanguage(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
  await expect(page.locator('html')).toHaveAttribute('dir', HTML_DIR[lang]);
}

export async function expectHero(page: Page, texts: { title: string; subtitle: string }): Promise<void> {
  await expect(hero(page).locator('h1')).toHaveText(texts.title);
  await expect(hero(page).locator('p').first()).toHaveText(texts.subtitle);
}

/** Sets a marker on window that only a full page load removes. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker?: string }).__marker = 'same-document';
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
}
