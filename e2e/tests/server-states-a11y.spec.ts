// The states a server renders from a visitor's link or post, checked with axe as the server drew them: the page's
// own scripts are refused, so nothing the code would change is there (issue 19: a dialog opened from the URL, a form
// with the server's errors, a filtered and a searched list).
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { openDialog, products, projects, services } from '../support/catalogue-content.ts';
import { contactFields, fillContactForm } from '../support/contact-page.ts';
import { LANGS } from '../support/site-texts.ts';

async function withoutTheSiteCode(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );
}

for (const lang of LANGS) {
  test.describe(`in ${lang}, as the server renders it`, () => {
    test.beforeEach(({ page }) => withoutTheSiteCode(page));

    test('a service dialog opened from the URL: no axe violation', async ({ page }) => {
      await page.goto(`/services?lang=${lang}&service=${services[0]!.id}`);
      await expect(openDialog(page)).toBeVisible();
      await expectNoA11yViolations(page, `/services?service= (${lang}, server-rendered)`);
    });

    test('a project dialog opened from the URL on a chosen media item: no axe violation', async ({ page }) => {
      const project = projects.find((item) => (item.gallery ?? []).length > 1)!;
      await page.goto(`/projects?lang=${lang}&project=${project.id}&media=1`);
      await expect(openDialog(page).locator('[data-part="thumbnails"] button').nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expectNoA11yViolations(page, `/projects?project= (${lang}, server-rendered)`);
    });

    test('a filtered and searched product list, with a details toggle and a gallery: no axe violation', async ({ page }) => {
      await page.goto(`/products?lang=${lang}&category=poultry-equipment&q=`);
      await expect(page.locator('[data-product]')).toHaveCount(products.filter((product) => product.category === 'poultry-equipment').length);
      const card = page.locator('[data-product]').first();
      await card.locator('summary').click();
      await card.getByRole('radio').nth(1).check();
      await expect(card.locator('details')).toHaveAttribute('open', '');
      await expectNoA11yViolations(page, `/products?category= (${lang}, server-rendered)`);
    });

    test("the contact form with the server's errors: no axe violation", async ({ page }) => {
      await page.goto(`/contact?lang=${lang}`);
      const fields = contactFields(page, lang);
      await fillContactForm(fields, { name: 'A', email: 'not-an-address', message: 'short' });
      await fields.send.click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoA11yViolations(page, `/contact with errors (${lang}, server-rendered)`);
    });
  });
}
