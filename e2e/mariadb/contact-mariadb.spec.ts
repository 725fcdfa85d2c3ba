import { expect, test } from '@playwright/test';
import { openContact, sendAndReadBack } from '../support/contact-page.ts';
import { watchProblems } from '../support/page-problems.ts';
import { presetLanguage } from '../support/site-page.ts';
import { companyProfile, LANGS } from '../support/site-texts.ts';

// Run by playwright.mariadb.config.ts: the API on MariaDB (DATABASE_URL), the gateway with MAP_ORIGIN set.

test('the API runs on MariaDB', async ({ request }) => {
  const ready = await request.get('/api/health/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ database: 'up' });
});

for (const lang of LANGS) {
  test(`a message sent in ${lang} is a MariaDB row with language ${lang}, its text intact`, async ({ page, request }) => {
    await presetLanguage(page, lang);
    await sendAndReadBack(page, request, lang);
  });
}

test('with MAP_ORIGIN allowed, the live map of the office loads near the viewport; offline it leaves no console error and the link stays', async ({ page }) => {
  const problems = watchProblems(page);
  const csp = (await page.request.get('/contact')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain('frame-src https://www.openstreetmap.org');
  // The machine is offline; make the map host fail at once rather than wait for the network to give up.
  let mapRequests = 0;
  await page.route('https://www.openstreetmap.org/**', (route) => {
    mapRequests += 1;
    return route.abort('internetdisconnected');
  });
  await openContact(page);
  const map = page.getByTestId('office-map');
  await expect(map.getByTestId('map-frame')).toHaveCount(0);
  expect(mapRequests).toBe(0);
  await map.scrollIntoViewIfNeeded();
  const frame = map.getByTestId('map-frame');
  await expect(frame).toHaveAttribute('src', companyProfile.map.embedUrl);
  await expect(map.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', companyProfile.map.linkUrl);
  // The frame's load event fires for the browser's own error page too; the page then shows the frame.
  await expect(map.locator('[data-map-state="live"]')).toBeAttached();
  expect(mapRequests).toBeGreaterThan(0);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});
