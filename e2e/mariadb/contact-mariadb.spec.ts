import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { contact, freshFormToken, openContact, sendAndReadBack, storedContactMessages } from '../support/contact-page.ts';
import { parsePolicy } from '../support/csp-policy.ts';
import { watchProblems } from '../support/page-problems.ts';
import { presetLanguage } from '../support/site-page.ts';
import { companyProfile, LANGS } from '../support/site-texts.ts';

// Run by playwright.mariadb.config.ts: the API on MariaDB (DATABASE_URL), the gateway with the live map off (MAP_ORIGIN=none).

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

test('the no-JavaScript form on MariaDB: a post with the page’s token stores once however often it is replayed; one without is refused', async ({
  request,
  baseURL,
}) => {
  const id = randomBytes(5).toString('hex');
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL ?? '' };
  const fields = { name: 'ئاراس کەریم', email: `maria-${id}@example.com`, message: `پرسیارێک دەربارەی بلۆکی شۆستە، ${id}.`, language: 'ku' };
  const formToken = await freshFormToken(request, 'ku');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const answer = await request.post('/contact?lang=ku', { headers, data: new URLSearchParams({ ...fields, formToken }).toString(), maxRedirects: 0 });
    expect(answer.status()).toBe(303);
  }
  const tokenless = await request.post('/contact?lang=ku', {
    headers,
    data: new URLSearchParams({ ...fields, message: `${fields.message} 2` }).toString(),
    maxRedirects: 0,
  });
  expect(tokenless.status()).toBe(422);
  expect(await tokenless.text()).toContain(contact.ku.form.token.invalid);
  const stored = (await storedContactMessages(request)).filter((message) => message.email === fields.email);
  expect(stored.map((message) => message.message)).toEqual([fields.message]);
});

test('with MAP_ORIGIN=none the contact page embeds no map: the drawn map and its link only, no third-party request, no console error', async ({
  page,
  baseURL,
}) => {
  const problems = watchProblems(page);
  const policy = parsePolicy((await page.request.get('/contact')).headers()['content-security-policy'] ?? '');
  expect(policy.get('frame-src')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  const siteOrigin = new URL(baseURL ?? '').origin;
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== siteOrigin) thirdParty.push(request.url());
  });
  await openContact(page);
  const map = page.getByTestId('office-map');
  // Near the viewport the page asks its own server for the policy again, and keeps the drawing when it says no.
  const asked = page.waitForResponse((response) => response.request().resourceType() === 'fetch' && new URL(response.url()).pathname === '/contact');
  await map.scrollIntoViewIfNeeded();
  await asked;
  await page.waitForLoadState('networkidle');
  await expect(map.locator('[data-map-state="drawing"]')).toBeAttached();
  await expect(map.getByTestId('map-live')).toHaveCount(0);
  await expect(map.getByRole('img', { name: contact.en.map.fallbackLabel })).toBeVisible();
  await expect(map.getByRole('link', { name: contact.en.map.openInMaps })).toHaveAttribute('href', companyProfile.map.linkUrl);
  expect(thirdParty).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  // A map blocked by the policy would show here as a violation.
  expect(problems.consoleErrors).toEqual([]);
});
