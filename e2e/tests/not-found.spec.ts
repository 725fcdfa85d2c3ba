import { expect, test } from '@playwright/test';
import { expectDocumentLanguage, hero, presetLanguage } from '../support/site-page.ts';
import { common, LANGS } from '../support/site-texts.ts';

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

test('a nested unknown path is a 404 too, and the frame still navigates from it', async ({ page }) => {
  const response = await page.goto('/about/team');
  expect(response?.status()).toBe(404);
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toHaveText(common.en.notFound.title);
  await page.locator('header').getByRole('navigation', { name: common.en.nav.mainLabel }).getByRole('link', { name: common.en.nav.about, exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(hero(page).locator('h1')).toBeVisible();
});
