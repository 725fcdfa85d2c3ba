import { expect, test } from '@playwright/test';
import {
  expectDocumentLanguage,
  expectSameDocument,
  hero,
  languageToggle,
  mainNav,
  markDocument,
  presetLanguage,
  waitForRemote,
} from '../support/site-page.ts';
import { common, LANGS, routeFor } from '../support/site-texts.ts';

for (const lang of LANGS) {
  test(`an unknown path answers 404 and shows the shell's 404 page in ${lang}`, async ({ page }) => {
    await presetLanguage(page, lang);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expectDocumentLanguage(page, lang);
    const main = page.locator('#main-content');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(common[lang].notFound.title);
    await expect(main).toContainText(common[lang].notFound.text);
    await expect(hero(page)).toHaveCount(0);
    await expect(page.locator('header nav [aria-current="page"]')).toHaveCount(0);
  });
}

test('a Kurdish 404 page is titled in Eastern Arabic digits, as it shows 404, in its <title>, og:title and tab', async ({ page, request }) => {
  const titles = { en: `404 | ${common.en.company.name}`, ku: `٤٠٤ | ${common.ku.company.name}` };
  const html = await (await request.get('/no-such-page?lang=ku')).text();
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(titles.ku);
  expect(/<meta property="og:title" content="([^"]*)"/.exec(html)?.[1]).toBe(titles.ku);
  expect(/<title>([^<]*)<\/title>/.exec(await (await request.get('/no-such-page?lang=en')).text())?.[1]).toBe(titles.en);

  await page.goto('/products/nope?lang=ku');
  await expect(page.getByTestId('not-found').locator('.kit-not-found__code')).toHaveText('٤٠٤');
  await expect(page).toHaveTitle(titles.ku);
  // Hydration check: the layout's code keeps the tab's title as the visitor switches the language in place.
  await waitForRemote(page);
  await languageToggle(page).click();
  await expect(page).toHaveTitle(titles.en);
  await languageToggle(page).click();
  await expect(page).toHaveTitle(titles.ku);
});

for (const lang of LANGS) {
  test(`an unknown path under a remote's route (/products/nope) answers 404 and the remote shows the 404 page in ${lang}`, async ({ page }) => {
    await presetLanguage(page, lang);
    const response = await page.goto('/products/nope');
    expect(response?.status()).toBe(404);
    await expectDocumentLanguage(page, lang);
    // The catalogue owns everything below /products, so it is mounted and renders the kit's 404 itself.
    const remote = page.locator(`#remote-outlet [data-remote="${routeFor('/products').remote}"]`);
    await expect(remote.getByTestId('not-found')).toBeVisible();
    await expect(remote.getByRole('heading', { level: 1 })).toHaveText(common[lang].notFound.title);
    await expect(remote).toContainText(common[lang].notFound.text);
    await expect(page.locator('#main-content [data-testid="not-found"]')).toHaveCount(1);
    await expect(hero(page)).toHaveCount(0);
    await expect(page.locator('header nav [aria-current="page"]')).toHaveCount(0);
  });
}

test("the remote's 404 leads home on the client, and the remote follows a link to its own route", async ({ page }) => {
  await page.goto('/products/nope');
  const remote = page.locator(`#remote-outlet [data-remote="${routeFor('/products').remote}"]`);
  await expect(remote.getByTestId('not-found')).toBeVisible();
  // Hydration spec: leaving the 404 on the client (same document) is the page's code's.
  await waitForRemote(page);
  await markDocument(page);
  await mainNav(page, 'en').getByRole('link', { name: common.en.nav.products, exact: true }).click();
  await expect(page).toHaveURL(/\/products\?lang=en$/);
  await expect(hero(page).locator('h1')).toHaveText(routeFor('/products').hero.en.title);
  await expect(page.getByTestId('not-found')).toHaveCount(0);

  await page.goBack();
  await expect(remote.getByTestId('not-found')).toBeVisible();
  await remote.getByRole('link', { name: common.en.notFound.backHome }).click();
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expect(hero(page).locator('h1')).toHaveText(routeFor('/').hero.en.title);
  await expectSameDocument(page);
});

test('a nested unknown path is a 404 too, and the layout still navigates from it', async ({ page }) => {
  const response = await page.goto('/about/team');
  expect(response?.status()).toBe(404);
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toHaveText(common.en.notFound.title);
  await page.locator('header').getByRole('navigation', { name: common.en.nav.mainLabel }).getByRole('link', { name: common.en.nav.about, exact: true }).click();
  await expect(page).toHaveURL(/\/about\?lang=en$/);
  await expect(hero(page).locator('h1')).toBeVisible();
});
