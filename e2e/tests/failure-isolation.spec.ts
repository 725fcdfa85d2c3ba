import { expect, test, type Page, type Route } from '@playwright/test';
import { expectHero, hero, mainNav } from '../support/site-page.ts';
import { isNetworkFailureLine, watchProblems } from '../support/page-problems.ts';
import { common, routeFor } from '../support/site-texts.ts';

type TitleKey = 'loadErrorTitle' | 'renderErrorTitle';
// A script that throws may be reported either as a failed load or as a failed render (the contract allows both).
type Failure = { name: string; file: RegExp; titles: TitleKey[]; fail: (route: Route) => Promise<void> };

const CONTACT_ENTRY = /\/remotes\/mfe-contact\/remoteEntry\.js(\?.*)?$/;
// The remote's own chunks (its exposed module among them), loaded after its entry.
const CONTACT_CHUNK = /\/remotes\/mfe-contact\/(?!remoteEntry\.js)[^/?]+\.js(\?.*)?$/;

const FAILURES: Failure[] = [
  { name: 'its server is down (request aborted)', file: CONTACT_ENTRY, titles: ['loadErrorTitle'], fail: (route) => route.abort('connectionrefused') },
  {
    name: 'its entry answers 404',
    file: CONTACT_ENTRY,
    titles: ['loadErrorTitle'],
    fail: (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  },
  {
    name: 'its entry script throws',
    file: CONTACT_ENTRY,
    titles: ['loadErrorTitle', 'renderErrorTitle'],
    fail: (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: "throw new Error('mfe-contact exploded while loading');" }),
  },
  {
    name: 'its exposed module answers 404',
    file: CONTACT_CHUNK,
    titles: ['loadErrorTitle'],
    fail: (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  },
];

function titlePattern(lang: 'en' | 'ku', titles: TitleKey[]): RegExp {
  return new RegExp(titles.map((key) => common[lang].remote[key].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

async function expectRemoteError(page: Page, titles: TitleKey[]): Promise<void> {
  const alert = page.locator('#remote-outlet [data-testid="remote-error"]');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText(titlePattern('en', titles));
  await expect(alert.getByRole('button', { name: common.en.remote.retry })).toBeVisible();
}

for (const failure of FAILURES) {
  test(`mfe-contact fails because ${failure.name}: only its outlet shows the error, Retry loads it once it is back`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.route(failure.file, failure.fail);

    await page.goto('/contact');
    await expectRemoteError(page, failure.titles);
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toContainText(common.en.footer.description);

    // The other routes and the layout keep working on the same page.
    const nav = mainNav(page, 'en');
    await nav.getByRole('link', { name: common.en.nav.products, exact: true }).click();
    // Hydration spec: a remote failing in the browser, its Retry and client-side navigation are the page's code's.
    await expectHero(page, routeFor('/products').hero.en);
    await nav.getByRole('link', { name: common.en.nav.home, exact: true }).click();
    await expectHero(page, routeFor('/').hero.en);
    await nav.getByRole('link', { name: common.en.nav.contact, exact: true }).click();
    await expectRemoteError(page, failure.titles);

    // The error is translated like the rest of the layout.
    await page.getByTestId('language-toggle').click();
    const alert = page.locator('#remote-outlet [data-testid="remote-error"]');
    await expect(alert).toContainText(titlePattern('ku', failure.titles));
    await page.getByTestId('language-toggle').click();

    await page.unroute(failure.file);
    await alert.getByRole('button', { name: common.en.remote.retry }).click();
    await expectHero(page, routeFor('/contact').hero.en);
    await expect(page.locator('#remote-outlet [data-testid="remote-error"]')).toHaveCount(0);

    expect(problems.pageErrors, 'uncaught errors').toEqual([]);
    expect(
      problems.consoleErrors.filter((line) => !isNetworkFailureLine(line)),
      'console errors',
    ).toEqual([]);
  });
}

test('a remote that is down when the page starts does not stop the other remotes from loading', async ({ page }) => {
  const problems = watchProblems(page);
  await page.route(CONTACT_ENTRY, (route) => route.abort('connectionrefused'));
  await page.goto('/services');
  // Hydration spec: the other remotes' code must hydrate their pages though one remote is down.
  await expectHero(page, routeFor('/services').hero.en);
  await mainNav(page, 'en').getByRole('link', { name: common.en.nav.about, exact: true }).click();
  await expectHero(page, routeFor('/about').hero.en);
  await expect(hero(page)).toHaveCount(1);
  expect(problems.pageErrors, 'uncaught errors').toEqual([]);
});
