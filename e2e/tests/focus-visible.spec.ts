// Issue 11, point 5: visible focus everywhere. The keyboard walks each route in both languages, the drawer,
// a modal of each kind and a toast; every element it reaches must draw an outline of 2px or more whose colour
// has 3:1 contrast or more against the surface around it (support/focus-walk.ts reads both).
import { expect, test, type Page } from '@playwright/test';
import { openDialog, projects } from '../support/catalogue-content.ts';
import { contactFields, fillContactForm, toast, toastRegion } from '../support/contact-page.ts';
import { focusedStop, tabThrough, weakFocusIndicators, type FocusStop } from '../support/focus-walk.ts';
import { openFullyLoaded } from '../support/fully-loaded.ts';
import { common, LANGS, ROUTES } from '../support/site-texts.ts';

function expectVisibleFocus(stops: FocusStop[], where: string, atLeast: number) {
  expect(stops.length, `focusable elements reached on ${where}: ${stops.map((stop) => stop.element).join(', ')}`).toBeGreaterThanOrEqual(atLeast);
  expect(weakFocusIndicators(stops), `focus indicators too weak on ${where}`).toEqual([]);
}

/** Walks a trapped container (modal, drawer) from its first control round to it again. */
async function walkTrapped(page: Page): Promise<FocusStop[]> {
  return tabThrough(page, 80);
}

for (const lang of LANGS) {
  for (const route of ROUTES) {
    test(`${route.path} in ${lang}: every element Tab reaches shows a focus ring`, async ({ page }) => {
      // A whole-page check of the finished page: it waits for the page's code to have hydrated the server's HTML.
      await openFullyLoaded(page, route.path, lang);
      const stops = await tabThrough(page);
      // At least the skip link, the brand, six menu links, the language toggle and the footer's links.
      expectVisibleFocus(stops, `${route.path} (${lang})`, 15);
      expect(stops[0]!.element).toContain(common[lang].header.skipToContent);
      expect(stops.some((stop) => stop.element.includes('kit-language-toggle'))).toBe(true);
    });
  }

  test(`the drawer's controls in ${lang} show a focus ring`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // Hydration spec: the drawer and its focus trap are the page's code's (before it, the menu is a browser-run popover).
    await openFullyLoaded(page, '/', lang);
    await page.getByTestId('menu-button').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('nav-drawer')).toBeVisible();
    const stops = await walkTrapped(page);
    // The close button, the home link and the six route links at least.
    expectVisibleFocus(stops, `the drawer (${lang})`, 8);
    expect(stops.some((stop) => stop.element.includes('drawer__close'))).toBe(true);
  });
}

test('a service modal and a project modal: the close links, thumbnails and the video show a focus ring', async ({ page }) => {
  // Hydration spec: the walk goes round the modal's focus trap and Escape closes it, both the page's code's.
  await openFullyLoaded(page, '/services', 'en');
  await page.locator('[data-service="construction"]').getByRole('link', { name: common.en.actions.viewDetails }).focus();
  await page.keyboard.press('Enter');
  await expect(openDialog(page)).toBeVisible();
  const serviceStops = await walkTrapped(page);
  expectVisibleFocus(serviceStops, 'the construction service modal', 2);
  expect(serviceStops.filter((stop) => stop.element.startsWith('a') && stop.element.includes(common.en.actions.close)).length).toBeGreaterThanOrEqual(1);
  await page.keyboard.press('Escape');

  const highway = projects.find((project) => project.titleEn.includes('Highway'))!;
  // Hydration spec, as above.
  await openFullyLoaded(page, '/projects', 'en');
  await page.locator(`[data-project="${highway.id}"]`).getByRole('link', { name: common.en.actions.viewDetails }).focus();
  await page.keyboard.press('Enter');
  await expect(openDialog(page)).toBeVisible();
  const projectStops = await walkTrapped(page);
  expectVisibleFocus(projectStops, 'the highway project modal', 3);
  expect(projectStops.some((stop) => stop.element.includes('project-media__thumbnail'))).toBe(true);
});

test("a toast's close button shows a focus ring", async ({ page }) => {
  // Hydration spec: toasts are the page's code's.
  await openFullyLoaded(page, '/contact', 'en');
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"failed"}' }));
  const fields = contactFields(page, 'en');
  await fillContactForm(fields, { name: 'Rebin Karim', email: 'rebin@example.com', message: 'Please call me about a parking tiles order.' });
  await fields.send.click();
  await expect(toast(page)).toBeVisible();
  // F8 is the toasts' keyboard shortcut (docs/product.md §13); Tab goes on to the toast's close button.
  await page.keyboard.press('F8');
  await expect(toastRegion(page, 'en')).toBeFocused();
  await page.keyboard.press('Tab');
  const close = toast(page).getByRole('button', { name: common.en.actions.close });
  await expect(close).toBeFocused();
  const stop = await focusedStop(page);
  expectVisibleFocus(stop ? [stop] : [], "the toast's close button", 1);
});
