// Home with mfe-catalogue down: home's own sections stay, each catalogue section shows the translated
// load error with Retry, and Retry brings the section back once the catalogue is reachable again.
import { expect, test } from '@playwright/test';
import { isNetworkFailureLine, watchProblems } from '../support/page-problems.ts';
import { expectHero, languageToggle } from '../support/site-page.ts';
import { common, routeFor } from '../support/site-texts.ts';

const CATALOGUE_ENTRY = /\/remotes\/mfe-catalogue\/remoteEntry\.js(\?.*)?$/;

test('with mfe-catalogue down, / shows its hero, about, team and call to action, and Retry in each catalogue section', async ({ page }) => {
  const problems = watchProblems(page);
  await page.route(CATALOGUE_ENTRY, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  // Hydration spec: a remote that fails to load, its Retry and the language switched in place are the page's code's.
  await expectHero(page, routeFor('/').hero.en);
  for (const name of ['about', 'features', 'team', 'cta']) await expect(page.locator(`#remote-outlet [data-home-section="${name}"]`)).toBeVisible();

  const slots = page.locator('#remote-outlet [data-catalogue-slot]');
  await expect(slots).toHaveCount(3);
  for (const slot of await slots.all()) {
    const alert = slot.getByTestId('remote-error');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toContainText(common.en.remote.loadErrorTitle);
    await expect(alert.getByRole('button', { name: common.en.remote.retry })).toBeVisible();
  }

  // Translated like the rest of the page.
  await languageToggle(page).click();
  await expect(slots.first().getByTestId('remote-error')).toContainText(common.ku.remote.loadErrorTitle);
  await languageToggle(page).click();

  // Back up: Retry loads the section in place.
  await page.unroute(CATALOGUE_ENTRY);
  const projects = page.locator('#remote-outlet [data-catalogue-slot="projects"]');
  await projects.getByRole('button', { name: common.en.remote.retry }).click();
  await expect(projects.getByTestId('remote-error')).toHaveCount(0);
  await expect(projects.locator('.content-grid__card:not(.content-grid__card--skeleton)')).toHaveCount(4);

  expect(problems.pageErrors, 'uncaught errors').toEqual([]);
  expect(
    problems.consoleErrors.filter((line) => !isNetworkFailureLine(line)),
    'console errors',
  ).toEqual([]);
});
