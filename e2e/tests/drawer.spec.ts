import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectHero, expectSameDocument, markDocument, presetLanguage, waitForRemote } from '../support/site-page.ts';
import { common, ROUTES, routeFor, type Lang } from '../support/site-texts.ts';

const HEIGHT = 800;

/** The panel's box once its slide-in animation has finished (two equal readings in a row). */
async function settledBox(panel: Locator): Promise<{ x: number; width: number }> {
  let previous = '';
  let box: { x: number; width: number } | null = null;
  await expect
    .poll(
      async () => {
        const current = await panel.boundingBox();
        box = current && { x: Math.round(current.x), width: Math.round(current.width) };
        const key = JSON.stringify(box);
        const stable = key === previous && box !== null;
        previous = key;
        return stable;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return box!;
}

async function openDrawer(page: Page, lang: Lang): Promise<Locator> {
  // Hydration spec: the drawer (its width, side and links) is the page's code's; before the code the menu button opens
  // the browser-run menu (a popover), which the visitor journeys in tests/visitor/ cover.
  await waitForRemote(page);
  const menuButton = page.getByTestId('menu-button');
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-label', common[lang].header.openMenu);
  await expect(page.locator('header').getByRole('navigation', { name: common[lang].nav.mainLabel })).toBeHidden();
  await menuButton.click();
  const drawer = page.getByTestId('nav-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

const CASES: Array<{ width: number; lang: Lang; panel: number; side: 'right' | 'left' }> = [
  { width: 375, lang: 'en', panel: 300, side: 'right' },
  { width: 375, lang: 'ku', panel: 300, side: 'left' },
  { width: 640, lang: 'en', panel: 400, side: 'right' },
  { width: 640, lang: 'ku', panel: 400, side: 'left' },
  { width: 1000, lang: 'en', panel: 400, side: 'right' },
];

for (const { width, lang, panel, side } of CASES) {
  test(`at ${width}px in ${lang} the drawer is ${panel}px wide and opens from the ${side}`, async ({ page }) => {
    await page.setViewportSize({ width, height: HEIGHT });
    await presetLanguage(page, lang);
    await page.goto('/services');
    const drawer = await openDrawer(page, lang);
    const box = await settledBox(drawer);
    expect(box.width).toBe(panel);
    if (side === 'right') expect(box.x + box.width).toBe(width);
    else expect(box.x).toBe(0);

    await expect(drawer.getByRole('link', { name: common[lang].header.homeLink })).toBeVisible();
    const names = ROUTES.map((route) => common[lang].nav[route.navKey]);
    for (const name of names) await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(drawer.locator('[aria-current="page"]')).toHaveText(common[lang].nav.services);
  });
}

test('choosing a link in the drawer closes it and navigates on the client', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: HEIGHT });
  await page.goto('/');
  // Hydration spec: navigating on the client (same document) is the page's code's.
  await expectHero(page, routeFor('/').hero.en);
  await markDocument(page);
  const drawer = await openDrawer(page, 'en');
  await drawer.getByRole('link', { name: common.en.nav.projects, exact: true }).click();
  await expect(page).toHaveURL(/\/projects\?lang=en$/);
  await expect(drawer).toBeHidden();
  await expectHero(page, routeFor('/projects').hero.en);
  await expectSameDocument(page);
});

test('at 1024px the top bar shows the links and no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: HEIGHT });
  await page.goto('/');
  await expect(page.locator('header').getByRole('navigation', { name: common.en.nav.mainLabel })).toBeVisible();
  await expect(page.getByTestId('menu-button')).toBeHidden();
});
