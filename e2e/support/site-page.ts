// How the tests find the parts of the layout (the DOM contract in the brief) and set the language.
import { expect, type Locator, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@azmar/contract/routes/page-language';
import { common, HTML_DIR, HTML_LANG, type Lang } from './site-texts.ts';

const LANGUAGE_STORAGE_KEY = 'azmar.language';

/**
 * Starts every page of this context in the given language, as a returning visitor would: the cookie the server
 * renders the first byte by, and the store the browser keeps.
 */
export async function presetLanguage(page: Page, lang: Lang): Promise<void> {
  // Cookies belong to a host whatever its port: every site the tests start is on one of these two.
  await page.context().addCookies(['localhost', '127.0.0.1'].map((domain) => ({ name: LANGUAGE_COOKIE, value: lang, domain, path: '/' })));
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
  return page.locator('#main-content #remote-outlet [data-testid="hero"]');
}

export function languageToggle(page: Page): Locator {
  return page.getByTestId('language-toggle');
}

export async function expectDocumentLanguage(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
  await expect(page.locator('html')).toHaveAttribute('dir', HTML_DIR[lang]);
}

/** The page's hero shows these texts, as the server drew them or the code did: no wait for the page's code. */
export async function expectHeroText(page: Page, texts: { title: string; subtitle: string }): Promise<void> {
  await expect(hero(page).locator('h1')).toHaveText(texts.title);
  await expect(hero(page).locator('p').first()).toHaveText(texts.subtitle);
}

/**
 * The page's hero shows these texts, and WAITS FOR THE PAGE'S CODE: its remote has hydrated the server's HTML
 * (`waitForRemote`). Only for specs about the hydration or what only the code does (client-side navigation,
 * in-place language switch, hydration); a spec about what a visitor does uses `expectHeroText` and acts at once.
 */
export async function expectHero(page: Page, texts: { title: string; subtitle: string }): Promise<void> {
  await expectHeroText(page, texts);
  await waitForRemote(page);
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

/**
 * Opens `path` through the site's own navigation from /contact: its lists are then read by the browser, as after
 * any click, whereas a first visit gets them inside the server's HTML. For the loading and failure states that only
 * a browser's request shows (tests hold or fail it with `page.route`). WAITS FOR THE PAGE'S CODE on /contact (a
 * navigation on the client is the code's), so it belongs to specs about what only the code does.
 */
export async function openByNavigation(page: Page, path: string): Promise<void> {
  await page.goto('/contact');
  // Before the page's code has hydrated the server's HTML, a link click is a full page load.
  await waitForRemote(page);
  // The menu's links name the page's language.
  await page.locator(`header a[href^="${path}?lang="]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?lang=(en|ku)$`));
}

/**
 * WAITS FOR THE PAGE'S CODE: until the route's remote runs in the browser (`data-remote-status="mounted"`). The
 * server's page works before that (links, GET forms, native controls), so a spec about what a visitor does never
 * calls this before acting; only specs about the hydration or what only the code does (client-side navigation and
 * history entries, focus return, toasts, the drawer, Retry), each saying so where it calls it.
 */
export async function waitForRemote(page: Page): Promise<void> {
  await expect(page.locator('#remote-outlet')).toHaveAttribute('data-remote-status', 'mounted');
}
