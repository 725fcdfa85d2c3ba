import { expect, test } from '@playwright/test';
import {
  expectDocumentLanguage,
  expectHero,
  expectHeroText,
  expectSameDocument,
  hero,
  mainNav,
  markDocument,
  presetLanguage,
  waitForRemote,
} from '../support/site-page.ts';
import { common, LANGS, ROUTES, routeFor } from '../support/site-texts.ts';

for (const lang of LANGS) {
  test.describe(`every route in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, lang);
    });

    for (const route of ROUTES) {
      test(`${route.path} shows ${route.remote} with its ${lang} hero and the active link`, async ({ page }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expectDocumentLanguage(page, lang);
        await expect(page.locator(`#remote-outlet [data-remote="${route.remote}"]`)).toBeVisible();
        // What the page shows, as the server draws it: no wait for the page's code.
        await expectHeroText(page, route.hero[lang]);

        const nav = mainNav(page, lang);
        const links = nav.getByRole('link');
        await expect(links).toHaveText(ROUTES.map((r) => common[lang].nav[r.navKey]));
        expect(await links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual(ROUTES.map((r) => r.path));
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
        await expect(nav.locator('[aria-current="page"]')).toHaveText(common[lang].nav[route.navKey]);
      });
    }
  });
}

test('a trailing slash is tolerated', async ({ page }) => {
  const response = await page.goto('/products/');
  expect(response?.status()).toBe(200);
  // Waits for the page's code: its router, hydrating the server's page, must tolerate the slash too.
  await expectHero(page, routeFor('/products').hero.en);
});

test('links navigate on the client, and back/forward move between routes without reloading', async ({ page }) => {
  await page.goto('/');
  // Hydration spec: navigating on the client, and Back/Forward without a reload, are the page's code's.
  await expectHero(page, routeFor('/').hero.en);
  await markDocument(page);
  const nav = mainNav(page, 'en');

  await nav.getByRole('link', { name: common.en.nav.products, exact: true }).click();
  await expect(page).toHaveURL(/\/products\?lang=en$/);
  await expectHero(page, routeFor('/products').hero.en);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(common.en.nav.products);

  await nav.getByRole('link', { name: common.en.nav.contact, exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?lang=en$/);
  await expectHero(page, routeFor('/contact').hero.en);

  await nav.getByRole('link', { name: common.en.nav.about, exact: true }).click();
  await expect(page).toHaveURL(/\/about\?lang=en$/);
  await expectHero(page, routeFor('/about').hero.en);
  await expectSameDocument(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/contact\?lang=en$/);
  await expectHero(page, routeFor('/contact').hero.en);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(common.en.nav.contact);
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?lang=en$/);
  await expectHero(page, routeFor('/products').hero.en);
  await page.goForward();
  await expect(page).toHaveURL(/\/contact\?lang=en$/);
  await expectHero(page, routeFor('/contact').hero.en);
  await expect(hero(page)).toHaveCount(1);
  await expectSameDocument(page);
});

test('the logo link leads home on the client', async ({ page }) => {
  await page.goto('/services');
  // Hydration spec: navigating on the client (same document) is the page's code's.
  await waitForRemote(page);
  await markDocument(page);
  await page.locator('header').getByRole('link', { name: common.en.header.homeLink }).click();
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expectHero(page, routeFor('/').hero.en);
  await expectSameDocument(page);
});

test('/sitemap.xml lists every route of the manifest in both languages on the site origin', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const locations = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(ROUTES.flatMap((route) => ['en', 'ku'].map((lang) => new URL(`${route.path}?lang=${lang}`, baseURL).href)));
  expect(locations).toHaveLength(12);
});
