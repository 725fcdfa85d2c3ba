import { expect, test } from '@playwright/test';
import { hero } from '../support/site-page.ts';
import { common, HTML_LANG } from '../support/site-texts.ts';

// A server-rendered page shows before its code has run (and a visitor may have none running at all): its menu and
// its language toggle must work then too. Here the page never gets its code.
test.use({ javaScriptEnabled: false });

test.describe('on a phone, before the page code runs', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the browser-run menu, whose links lead to the pages', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByTestId('nav-drawer-static');
    await expect(menu).toBeHidden();
    await page.getByTestId('menu-button').click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(7);
    // Escape closes it, as it closes the drawer the code runs.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByTestId('menu-button').click();
    await menu.getByRole('link', { name: common.en.nav.services }).click();
    await expect(page).toHaveURL(/\/services\?lang=en$/);
    await expect(hero(page)).toContainText(common.en.nav.services);
  });

  test('its close button closes it', async ({ page }) => {
    await page.goto('/contact?lang=ku');
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('nav-drawer-static');
    await expect(menu).toBeVisible();
    // The panel sits at the inline end of a Kurdish page, its left edge, once it has slid in.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await menu.getByRole('button', { name: common.ku.header.closeMenu }).click();
    await expect(menu).toBeHidden();
  });
});

test('the language toggle leads to the page in the other language, which every link of it keeps', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.en);
  await page.getByTestId('language-toggle').click();
  await expect(page).toHaveURL(/\/projects\?lang=ku$/);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.ku);

  await page.getByRole('navigation', { name: common.ku.nav.mainLabel }).first().getByRole('link', { name: common.ku.nav.contact }).click();
  await expect(page).toHaveURL(/\/contact\?lang=ku$/);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.ku);

  await page.getByTestId('language-toggle').click();
  await expect(page).toHaveURL(/\/contact\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.en);
});

test('a page asked for in one language sets no cookie: each of its links names the language', async ({ request }) => {
  const asked = await request.get('/services?lang=ku');
  expect(asked.headers()['set-cookie']).toBeUndefined();
  const html = await asked.text();
  expect(html).toContain('href="/contact?lang=ku"');
  expect(html).not.toContain('href="/contact"');
});
