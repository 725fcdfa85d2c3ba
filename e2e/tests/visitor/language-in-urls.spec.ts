// The language is in every URL the site renders: a visitor whose browser keeps no cookies (or sends them nowhere)
// and whose browser asks for English stays in Kurdish from a Kurdish page, through the menu, a "View All" link and a
// filter, pressed the moment each page shows; as is, with the scripts held, and with JavaScript off.
import type { Page } from '@playwright/test';
import { texts } from '../../support/catalogue-content.ts';
import { expectDocumentLanguage, expectHeroText, mainNav } from '../../support/site-page.ts';
import { common, routeFor } from '../../support/site-texts.ts';
import { expect, test, visit } from '../../support/visitor-test.ts';

/** No cookie ever reaches the site, and the browser prefers English: only the URL can say Kurdish. */
async function refuseCookies(page: Page) {
  await page.route('**/*', (route) => {
    const headers: Record<string, string> = { ...route.request().headers(), 'accept-language': 'en-GB,en;q=0.9' };
    delete headers.cookie;
    return route.fallback({ headers });
  });
}

test.beforeEach(async ({ page }) => {
  await refuseCookies(page);
});

test('from a Kurdish page, every link followed and every filter pressed stays Kurdish', async ({ page }) => {
  await visit(page, '/?lang=ku');
  await expectDocumentLanguage(page, 'ku');

  // A "View All" link of a home section.
  await page.locator('[data-catalogue-section="products"] .content-grid__view-all').click();
  await expect(page).toHaveURL(/\/products\?lang=ku$/);
  await expectDocumentLanguage(page, 'ku');
  await expectHeroText(page, routeFor('/products').hero.ku);

  // The menu.
  await mainNav(page, 'ku').getByRole('link', { name: common.ku.nav.projects, exact: true }).click();
  await expect(page).toHaveURL(/\/projects\?lang=ku$/);
  await expectHeroText(page, routeFor('/projects').hero.ku);

  // A filter (a GET form, or the code's own URL change).
  const ongoing = page.locator('[data-filter="status"]').getByRole('button', { name: texts.ku.common.statuses.ongoing, exact: true });
  await ongoing.click();
  await expect(page).toHaveURL(/[?&]status=ongoing(&|$)/);
  await expect(page).toHaveURL(/[?&]lang=ku(&|$)/);
  await expectDocumentLanguage(page, 'ku');

  // The footer's quick link home.
  await page.locator('footer').getByRole('link', { name: common.ku.nav.home, exact: true }).click();
  await expect(page).toHaveURL(/\/\?lang=ku$/);
  await expectHeroText(page, routeFor('/').hero.ku);
});

test('the English page of the same URL stays English, whatever was chosen before', async ({ page }) => {
  await visit(page, '/about?lang=en');
  await expectDocumentLanguage(page, 'en');
  await mainNav(page, 'en').getByRole('link', { name: common.en.nav.contact, exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?lang=en$/);
  await expectHeroText(page, routeFor('/contact').hero.en);
});
