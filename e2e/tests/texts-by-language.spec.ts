// A page downloads the texts of its own language only (kit i18n/app-texts): the shell's, its remote's and those of
// another remote's sections it shows, one file each, which its head lists for the hydration. A switch of language
// downloads the other language's before the page shows it. About what the page's code loads: it waits for the code.
import { expect, test, type Page } from '@playwright/test';
import { openFullyLoaded } from '../support/fully-loaded.ts';
import { expectDocumentLanguage, expectHero, languageToggle, markDocument, expectSameDocument } from '../support/site-page.ts';
import { routeFor, type Lang } from '../support/site-texts.ts';

/** The texts files the page has downloaded, by where they come from (`/`, a remote's folder) and language. */
function textsDownloads(page: Page): () => string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const name = /(?:^|\/)((?:[a-z-]+\.)?texts-(?:en|ku))\.[0-9a-f]+\.js$/.exec(url.pathname)?.[1];
    if (name && response.ok()) urls.push(`${url.pathname.replace(/[^/]+$/, '')}${name}`);
  });
  return () => [...urls].sort();
}

const ON_HOME = (lang: Lang) => [`/remotes/mfe-catalogue/home-sections.texts-${lang}`, `/remotes/mfe-home/app.texts-${lang}`, `/texts-${lang}`].sort();

for (const lang of ['en', 'ku'] as const) {
  test(`/ in ${lang} downloads its language's texts only, each listed in its head for the hydration`, async ({ page }) => {
    const downloaded = textsDownloads(page);
    await openFullyLoaded(page, '/', lang);
    expect(downloaded()).toEqual(ON_HOME(lang));
    const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    for (const name of ON_HOME(lang))
      expect(
        preloaded.some((href) => new URL(href).pathname.startsWith(`${name}.`)),
        name,
      ).toBe(true);
  });
}

test('a switch of language downloads the other language’s texts of every part on the page before it shows it', async ({ page }) => {
  const downloaded = textsDownloads(page);
  await openFullyLoaded(page, '/products', 'en');
  expect(downloaded()).toEqual(['/remotes/mfe-catalogue/app.texts-en', '/texts-en']);
  await markDocument(page);

  await languageToggle(page).click();
  await expectDocumentLanguage(page, 'ku');
  await expectHero(page, routeFor('/products').hero.ku);
  expect(downloaded()).toEqual(['/remotes/mfe-catalogue/app.texts-en', '/remotes/mfe-catalogue/app.texts-ku', '/texts-en', '/texts-ku']);
  // Back again: both are there, nothing more is downloaded.
  await languageToggle(page).click();
  await expectHero(page, routeFor('/products').hero.en);
  expect(downloaded()).toHaveLength(4);
  await expectSameDocument(page);
});
