// Issue 11, point 5: axe-core over every route in both languages, and over every state a visitor can open on
// top of a page (the navigation drawer, each kind of modal, the products' gallery and video, the contact
// form's errors, a toast, the 404 pages): WCAG 2.1 A/AA and axe's best practices, every impact, 0 violations
// (the allowlist in support/axe.ts names any exception and the gate prints it).
// The catalogue has two kinds of modal (service, project); products open no modal: their gallery and video
// show inside the card, checked here with the details open.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { openDialog, products, projects, texts } from '../support/catalogue-content.ts';
import { contactFields, toast } from '../support/contact-page.ts';
import { expectFullyLoaded, openFullyLoaded, withLang } from '../support/fully-loaded.ts';
import { common, LANGS, ROUTES, type Lang } from '../support/site-texts.ts';

/** Follows a card's View Details link (a link to the page with the modal open) and waits for the dialog. */
async function openModal(page: Page, cardSelector: string, lang: Lang) {
  await page.locator(cardSelector).getByRole('link', { name: common[lang].actions.viewDetails }).click();
  const dialog = openDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

const highway = projects.find((project) => project.titleEn.includes('Highway'))!;
const equestrian = projects.find((project) => project.titleEn.includes('Equestrian'))!;
const poultryWithVideo = products.find((product) => product.category === 'poultry-equipment' && product.videoUrl && product.gallery?.length)!;

for (const lang of LANGS) {
  for (const route of ROUTES) {
    test(`${route.path} in ${lang}: no axe violation of any impact`, async ({ page }) => {
      // A whole-page check of the finished page: it waits for the page's code to have hydrated the server's HTML.
      await openFullyLoaded(page, route.path, lang);
      await expectNoA11yViolations(page, `${route.path} (${lang})`);
    });
  }

  for (const path of ['/no-such-page', '/products/nope']) {
    test(`the 404 page at ${path} in ${lang}: no axe violation`, async ({ page }) => {
      // A whole-page check of the finished page: it waits for the page's code to have hydrated the server's HTML.
      await openFullyLoaded(page, path, lang);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expectNoA11yViolations(page, `404 ${path} (${lang})`);
    });
  }

  test(`the navigation drawer open on a phone in ${lang}: no axe violation`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // Hydration spec: the drawer is the page's code's (before it, the menu button opens the browser-run popover).
    await openFullyLoaded(page, '/services', lang);
    await page.getByTestId('menu-button').click();
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: common[lang].nav.contact, exact: true })).toBeVisible();
    await expectNoA11yViolations(page, `the drawer (${lang})`);
  });

  test(`each service modal (with its videos) in ${lang}: no axe violation`, async ({ page }) => {
    // Waits for the page's code: axe checks the modal the code makes (showModal, the page behind inert), and
    // Escape, which closes each before the next, closes only that modal.
    await openFullyLoaded(page, '/services', lang);
    for (const sector of ['construction', 'manufacturing', 'electronics', 'mechanical']) {
      const dialog = await openModal(page, `[data-service="${sector}"]`, lang);
      await expect(dialog).toHaveAttribute('data-modal', 'service');
      await expectNoA11yViolations(page, `the ${sector} service modal (${lang})`);
      await page.keyboard.press('Escape');
      await expect(openDialog(page)).toHaveCount(0);
    }
  });

  test(`project modals (an image gallery, a gallery opening on its video) in ${lang}: no axe violation`, async ({ page }) => {
    // Waits for the page's code: axe checks the modal the code makes (showModal, the page behind inert), and
    // Escape, which closes each before the next, closes only that modal.
    await openFullyLoaded(page, '/projects', lang);
    for (const project of [highway, equestrian]) {
      const dialog = await openModal(page, `[data-project="${project.id}"]`, lang);
      await expect(dialog).toHaveAttribute('data-modal', 'project');
      await expect(dialog.locator('[data-part="media"]')).toBeVisible();
      await expectNoA11yViolations(page, `the project modal of ${project.titleEn} (${lang})`);
      await page.keyboard.press('Escape');
      await expect(openDialog(page)).toHaveCount(0);
    }
  });

  test(`a product's partnership gallery and video, details shown, in ${lang}: no axe violation`, async ({ page }) => {
    // The visitor acts the moment the page shows (the dots are radio buttons, the details a native <details>);
    // only the whole-page axe check waits for the finished page.
    await page.goto(withLang('/products?category=poultry-equipment', lang));
    const card = page.locator(`[data-product="${poultryWithVideo.id}"]`);
    const dots = card.locator('[data-part="partnership-gallery"]').getByRole('radio');
    await dots.nth(1).click();
    await expect(dots.nth(1)).toBeChecked();
    await card.locator('details[data-part="details"] > summary').click();
    await expect(card.locator('details[data-part="details"]')).toHaveJSProperty('open', true);
    await expect(card.locator('[data-part="product-video"] video')).toBeVisible();
    await expectFullyLoaded(page);
    await expect(dots.nth(1)).toBeChecked();
    await expect(card.locator('summary .product-card__toggle-hide')).toHaveText(texts[lang].core.cards.hideDetails);
    await expectNoA11yViolations(page, `a product's gallery and video (${lang})`);
  });

  test(`the contact form with its empty-submit errors, then a toast, in ${lang}: no axe violation`, async ({ page }) => {
    // Hydration spec: the errors shown in place and the toast are the page's code's (before it, the form posts to
    // its own page and the server answers).
    await openFullyLoaded(page, '/contact', lang);
    const fields = contactFields(page, lang);
    await fields.send.click();
    await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.message).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, `the contact form's errors (${lang})`);

    // A failed send shows the error toast (answered here, so the real API stores nothing).
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"failed"}' }),
    );
    await fields.name.fill(lang === 'ku' ? 'ڕێبین کەریم' : 'Rebin Karim');
    await fields.email.fill('rebin@example.com');
    await fields.message.fill(lang === 'ku' ? 'تکایە سەبارەت بە داواکارییەکەم پەیوەندیم پێوە بکەن.' : 'Please call me about a parking tiles order.');
    await fields.send.click();
    await expect(toast(page)).toContainText(common[lang].contactResult.failure);
    await expectNoA11yViolations(page, `the contact page with an error toast (${lang})`);
  });
}
