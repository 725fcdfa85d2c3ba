import { expect, test, type Page } from '@playwright/test';
import { parsePolicy } from '../support/csp-policy.ts';
import { isNetworkFailureLine, watchProblems } from '../support/page-problems.ts';
import { expectHero, hero, mainNav, presetLanguage } from '../support/site-page.ts';
import { common, LANGS, ROUTES } from '../support/site-texts.ts';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
}

function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []);
}

for (const lang of LANGS) {
  test(`every route renders under the site's real CSP with no violation in ${lang}`, async ({ page }) => {
    const problems = watchProblems(page);
    await presetLanguage(page, lang);
    await watchViolations(page);

    for (const route of ROUTES) {
      const response = await page.goto(route.path);
      // The policy is really in force: the page came with it, and it is the strict one.
      const policy = parsePolicy((await response?.headerValue('content-security-policy')) ?? '');
      expect(policy.get('default-src'), route.path).toEqual(["'self'"]);
      expect(policy.get('script-src'), route.path).toEqual(["'self'"]);
      await expectHero(page, route.hero[lang]);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await violations(page), `CSP violations on ${route.path}`).toEqual([]);
    }

    // The 404 page, and client-side navigation, which mounts and unmounts every remote in turn.
    await page.goto('/no-such-page');
    await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toHaveText(common[lang].notFound.title);
    for (const route of [...ROUTES].reverse()) {
      await mainNav(page, lang).getByRole('link', { name: common[lang].nav[route.navKey], exact: true }).click();
      await expectHero(page, route.hero[lang]);
    }
    await page.waitForLoadState('networkidle');
    await expect(hero(page)).toBeVisible();
    expect(await violations(page), 'CSP violations after client-side navigation').toEqual([]);
    expect(problems.pageErrors, 'uncaught errors').toEqual([]);
    // The 404 page's own status is the one failed load Chromium reports, on purpose.
    const unexpected = problems.consoleErrors.filter((line) => !(isNetworkFailureLine(line) && line.includes('/no-such-page')));
    expect(unexpected, 'console errors (a blocked resource is reported there too)').toEqual([]);
  });
}

test('a script the policy does not allow is blocked and reported, so a clean run above means something', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/');
  await expect(hero(page)).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    // An allowed inline script would run during append.
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations(page)).map((v) => v.directive)).toContain('script-src-elem');
});
