// Issue 11, point 5: reduced motion respected. With `prefers-reduced-motion: reduce`, nothing animates or
// transitions for longer than 0.01s (the kit's base.css ends every animation and transition at once, the
// loading spinner included: a still ring beside the announced "Loading" is enough for the short wait),
// scrolling is not smooth, and the catalogue's modal videos do not autoplay. The hero video and the hero's
// themes are covered by home-page.spec.ts ("is never downloaded, and the themes stand still ...").
import { expect, test, type Page } from '@playwright/test';
import { openDialog, holdList } from '../support/catalogue-content.ts';
import { motionLongerThan } from '../support/motion.ts';
import { openFullyLoaded } from '../support/fully-loaded.ts';
import { mainNav } from '../support/site-page.ts';
import { common, LANGS, ROUTES } from '../support/site-texts.ts';

const LIMIT_SECONDS = 0.01;

async function expectNoMotion(page: Page, where: string) {
  expect(await motionLongerThan(page, LIMIT_SECONDS), `motion longer than ${LIMIT_SECONDS}s on ${where}`).toEqual({ declared: [], running: [] });
}

/** Adds the shell's loading spinner (remote-outlet.tsx's markup) to the page. */
async function showSpinner(page: Page) {
  await page.evaluate(() => {
    const loading = document.createElement('div');
    loading.className = 'remote-outlet__loading';
    loading.innerHTML = '<span class="remote-outlet__spinner" aria-hidden="true"></span>';
    document.getElementById('remote-outlet')!.append(loading);
  });
  await expect(page.locator('.remote-outlet__spinner')).toBeVisible();
}

const scrollBehaviour = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);

test('without a preference the site does move (the checks below can fail): smooth scrolling, transitions, the drawer slides in', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 375, height: 800 });
  // Hydration spec: the sliding drawer is the page's code's; the page is checked whole once finished.
  await openFullyLoaded(page, '/services', 'en');
  expect(await scrollBehaviour(page)).toBe('smooth');
  expect((await motionLongerThan(page, LIMIT_SECONDS)).declared.length).toBeGreaterThan(0);
  await showSpinner(page);
  expect((await motionLongerThan(page, LIMIT_SECONDS)).running.some((line) => line.includes('remote-outlet-spin'))).toBe(true);
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('nav-drawer')).toBeVisible();
  expect((await motionLongerThan(page, LIMIT_SECONDS)).declared.some((line) => line.includes('drawer-in'))).toBe(true);
});

for (const lang of LANGS) {
  for (const route of ROUTES) {
    test(`${route.path} in ${lang}, reduced motion: nothing animates or transitions, scrolling is instant`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // A whole-page check of the finished page: it waits for the page's code to have hydrated the server's HTML.
      await openFullyLoaded(page, route.path, lang);
      expect(await scrollBehaviour(page)).toBe('auto');
      await expectNoMotion(page, `${route.path} (${lang})`);
    });
  }

  test(`the drawer in ${lang}, reduced motion: it appears without sliding`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 800 });
    // Hydration spec: the drawer is the page's code's (before it, the menu button opens the browser-run popover).
    await openFullyLoaded(page, '/', lang);
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('nav-drawer')).toBeVisible();
    await expectNoMotion(page, `the open drawer (${lang})`);
  });
}

test("reduced motion: the service modal's featured video and the project gallery's video wait for Play", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Hydration spec: the visitor's preference is read by the page's code (the server cannot know it), which stops
  // the autoplay of the modal it opens in place.
  await openFullyLoaded(page, '/services', 'en');
  await page.locator('[data-service="construction"]').getByRole('link', { name: common.en.actions.viewDetails }).click();
  const featured = openDialog(page).locator('[data-video="featured"] video');
  await expect(featured).toBeVisible();
  expect(await featured.evaluate((video: HTMLVideoElement) => ({ autoplay: video.autoplay, paused: video.paused, controls: video.controls }))).toEqual({
    autoplay: false,
    paused: true,
    controls: true,
  });
  await expectNoMotion(page, 'the open service modal');

  // Hydration spec, as above.
  await openFullyLoaded(page, '/projects', 'en');
  await page.locator('[data-project]').filter({ hasText: 'Equestrian' }).getByRole('link', { name: common.en.actions.viewDetails }).click();
  const video = openDialog(page).locator('[data-part="media"] video');
  await expect(video).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => ({ autoplay: element.autoplay, paused: element.paused }))).toEqual({
    autoplay: false,
    paused: true,
  });
});

test('reduced motion: the loading spinner and the skeleton cards stand still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Reached on the client (a first load may arrive rendered, lists included), so the list loads in the page.
  // Hydration spec: the skeletons show only in a navigation the page's code makes, so it waits for the code.
  await openFullyLoaded(page, '/contact', 'en');
  const held = await holdList(page, 'services');
  await mainNav(page, 'en').getByRole('link', { name: common.en.nav.services, exact: true }).click();
  await expect(page.locator('.content-grid__card--skeleton').first()).toBeVisible();
  await expectNoMotion(page, 'the skeleton cards');
  held.release();
  await expect(page.locator('.content-grid__card--skeleton')).toHaveCount(0);

  // The shell's spinner shows only while a remote's code is on its way, which on a local server can be too
  // brief to catch: its markup is drawn here into the outlet, styled by the shell's own CSS.
  await showSpinner(page);
  await expectNoMotion(page, "the shell's loading spinner");
});
