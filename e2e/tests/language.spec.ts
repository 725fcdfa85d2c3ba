import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  expectDocumentLanguage,
  expectHero,
  expectHeroText,
  expectSameDocument,
  languageToggle,
  mainNav,
  markDocument,
  waitForRemote,
} from '../support/site-page.ts';
import { common, routeFor, type Lang } from '../support/site-texts.ts';

const flagsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/kit/assets/flags');
const flagSvg = (lang: Lang) => readFileSync(path.join(flagsDir, `${lang}.svg`), 'utf8');

/** What the toggle's image really shows: its bytes, whether bundled as a URL or inlined as a data URI. */
async function toggleFlagSvg(page: Page): Promise<string> {
  const img = languageToggle(page).locator('img');
  await expect(img).toHaveCount(1);
  await expect(img).toBeVisible();
  const src = await img.evaluate((element) => (element as HTMLImageElement).currentSrc || (element as HTMLImageElement).src);
  return page.evaluate(async (url) => (await fetch(url)).text(), src);
}

async function expectToggleShows(page: Page, lang: Lang): Promise<void> {
  const toggle = languageToggle(page);
  // The accessible name starts with the visible word (WCAG 2.5.3, axe's label-content-name-mismatch).
  await expect(toggle).toHaveAttribute('aria-label', `${lang === 'en' ? 'English' : 'کوردی'} – ${common[lang].header.switchLanguage}`);
  await expect(toggle).toContainText(lang === 'en' ? 'English' : 'کوردی');
  await expect(toggle).not.toContainText(lang === 'en' ? 'کوردی' : 'English');
  expect((await toggleFlagSvg(page)).trim()).toBe(flagSvg(lang).trim());
}

test('English is the default, with the English flag and the word English', async ({ page }) => {
  await page.goto('/');
  await expectDocumentLanguage(page, 'en');
  await expectToggleShows(page, 'en');
});

test('toggling in the shell changes the remote text and direction without a reload', async ({ page }) => {
  await page.goto('/products');
  // Hydration spec: switching without a reload is the page's code's (before it, the toggle is a link to the other
  // language's page).
  await expectHero(page, routeFor('/products').hero.en);
  await markDocument(page);

  await languageToggle(page).click();
  await expectDocumentLanguage(page, 'ku');
  await expectHero(page, routeFor('/products').hero.ku);
  await expectToggleShows(page, 'ku');
  await expect(mainNav(page, 'ku').getByRole('link', { name: common.ku.nav.products, exact: true })).toBeVisible();
  await expectSameDocument(page);

  await languageToggle(page).click();
  await expectDocumentLanguage(page, 'en');
  await expectHero(page, routeFor('/products').hero.en);
  await expectToggleShows(page, 'en');
  await expectSameDocument(page);
});

test('the language survives a reload and client-side navigation, and is stored under azmar.language', async ({ page }) => {
  await page.goto('/');
  // Hydration spec: the toggle switching in place (the URL then names the new language, so the reload keeps it) and the
  // store it writes are the page's code's; the navigation below is on the client. The bare URL afterwards is answered
  // in the remembered choice.
  await waitForRemote(page);
  await languageToggle(page).click();
  await expectDocumentLanguage(page, 'ku');
  const stored = await page.evaluate(() => localStorage.getItem('azmar.language'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ state: { language: 'ku' } });

  await page.reload();
  await expectDocumentLanguage(page, 'ku');
  await expectHero(page, routeFor('/').hero.ku);
  await expectToggleShows(page, 'ku');

  await mainNav(page, 'ku').getByRole('link', { name: common.ku.nav.contact, exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?lang=ku$/);
  await expectDocumentLanguage(page, 'ku');
  await expectHero(page, routeFor('/contact').hero.ku);

  await page.goto('/services');
  await expectDocumentLanguage(page, 'ku');
  await expectHero(page, routeFor('/services').hero.ku);
});

test('a choice kept only in the store (no cookie) is restored over the English the server sent, and the cookie written', async ({ page, context }) => {
  // A visitor who chose Kurdish before the site remembered the choice in a cookie, or who has cleared cookies since.
  // Written from a page of the origin that runs no code: a page of the site would store its own language when its
  // code starts, which can be after this write.
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('azmar.language', JSON.stringify({ state: { language: 'ku' }, version: 0 })));
  await context.clearCookies();

  const html = await (await page.request.get('/about')).text();
  expect(html).toContain('<html lang="en"');
  await page.goto('/about');
  await expectDocumentLanguage(page, 'ku');
  // Hydration spec: the store is read, and the cookie written, by the page's code.
  await expectHero(page, routeFor('/about').hero.ku);
  expect((await context.cookies()).find((cookie) => cookie.name === 'azmar_lang')?.value).toBe('ku');
  // From then on the server answers in it from the first byte.
  expect(await (await page.request.get('/services')).text()).toContain('dir="rtl"');
});

test('?lang= on arrival picks the language, which is then remembered in the store and in the cookie', async ({ page, context }) => {
  const languageCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'azmar_lang');

  // A page whose URL names its language is the same for everyone (no Set-Cookie, kept by shared caches): the page's
  // code remembers the choice in the cookie, so the cookie is looked for once the code has run (polled).
  const cookieBecomes = (expected: Record<string, string>) => expect.poll(languageCookie, { timeout: 20_000 }).toMatchObject(expected);
  await page.goto('/products?lang=ku');
  await expectDocumentLanguage(page, 'ku');
  await expectHeroText(page, routeFor('/products').hero.ku);
  await cookieBecomes({ value: 'ku', path: '/', sameSite: 'Lax' });

  // Remembered without the query.
  await page.goto('/about');
  await expectDocumentLanguage(page, 'ku');
  await expectHeroText(page, routeFor('/about').hero.ku);

  // The URL of the other language wins over what was remembered, and the toggle updates the cookie too.
  await page.goto('/about?lang=en');
  await expectDocumentLanguage(page, 'en');
  await cookieBecomes({ value: 'en' });
  await expect(languageToggle(page)).toHaveAttribute('href', /[?&]lang=ku\b/);
  await languageToggle(page).click();
  await expectDocumentLanguage(page, 'ku');
  await cookieBecomes({ value: 'ku' });

  // A language the site does not have changes nothing.
  await page.goto('/?lang=fr');
  await expectDocumentLanguage(page, 'ku');
});
