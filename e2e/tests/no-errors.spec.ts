import { expect, test } from '@playwright/test';
import { expectHero, mainNav, presetLanguage } from '../support/site-page.ts';
import { watchProblems } from '../support/page-problems.ts';
import { common, LANGS, ROUTES } from '../support/site-texts.ts';

for (const lang of LANGS) {
  test(`no page errors and no console errors on any route in ${lang}`, async ({ page }) => {
    const problems = watchProblems(page);
    await presetLanguage(page, lang);
    for (const route of ROUTES) {
      await page.goto(route.path);
      // Hydration spec: the errors looked for are those of the page's code hydrating the server's page.
      await expectHero(page, route.hero[lang]);
      await page.waitForLoadState('networkidle');
    }
    // And once more by client-side navigation, which mounts and unmounts the remotes in turn.
    for (const route of [...ROUTES].reverse()) {
      // Hydration spec: client-side navigation, mounting and unmounting each remote, is the page's code's.
      await mainNav(page, lang).getByRole('link', { name: common[lang].nav[route.navKey], exact: true }).click();
      await expectHero(page, route.hero[lang]);
    }
    await page.waitForLoadState('networkidle');
    expect(problems.pageErrors, 'uncaught errors').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
  });
}
