import { expect, test, type Page } from '@playwright/test';
import { parsePolicy } from '../support/csp-policy.ts';
import { isNetworkFailureLine, watchProblems } from '../support/page-problems.ts';
import { expectHero, hero, mainNav, presetLanguage } from '../support/site-page.ts';
import { common, companyProfile, LANGS, ROUTES } from '../support/site-texts.ts';

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

/** `npm start` with MAP_ORIGIN unset: the company profile's map. */
const MAP_ORIGIN = new URL(companyProfile.map.embedUrl).origin;

/** Each directive's sources that name an origin (every keyword is quoted), as `directive source`. */
function thirdPartySources(policy: Map<string, string[]>): string[] {
  return [...policy].flatMap(([name, sources]) => sources.filter((source) => !source.startsWith("'")).map((source) => `${name} ${source}`));
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
      // The live map's origin is the one other origin, in the two directives its <object> is checked against.
      expect(thirdPartySources(policy), route.path).toEqual([`frame-src ${MAP_ORIGIN}`, `object-src ${MAP_ORIGIN}`]);
      // Waits for the page's code and the network: the scripts, styles and fonts it loads must break no directive.
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
      // Hydration spec: client-side navigation, mounting and unmounting each remote, is the page's code's.
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

test('the contact page embeds the live map under the policy, with no violation, the map host unreachable or not', async ({ page }) => {
  const problems = watchProblems(page);
  await watchViolations(page);
  expect(MAP_ORIGIN).toBe('https://www.openstreetmap.org');
  await page.goto('/contact');
  const map = page.getByTestId('office-map');
  // Offline: the <object> gives up on the unreachable host and leaves the drawing.
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('[data-map-state="unreachable"]')).toBeAttached();
  expect(await violations(page), 'CSP violations with the map host unreachable').toEqual([]);
  // A fake map host: the map's page loads in the <object>, allowed by frame-src and object-src.
  await page.route(`${MAP_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>fake map</p>' }));
  await page.reload();
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('[data-map-state="live"]')).toBeAttached();
  expect(await violations(page), 'CSP violations with the map loaded').toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

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
