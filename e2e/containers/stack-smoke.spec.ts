import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectDocumentLanguage, expectHero, presetLanguage } from '../support/site-page.ts';
import { HTML_LANG, LANGS, ROUTES } from '../support/site-texts.ts';
import { composeExec } from './compose-exec.ts';

// The whole compose stack through its one published port: the gateway, the shell's and the three remote
// containers, the API and the database.
for (const lang of LANGS) {
  test.describe(`every route in ${lang} through the gateway`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, lang);
    });

    for (const route of ROUTES) {
      test(`${route.path} shows ${route.remote} with its ${lang} hero`, async ({ page }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expectDocumentLanguage(page, lang);
        await expect(page.locator(`#remote-outlet [data-remote="${route.remote}"]`)).toBeVisible();
        await expectHero(page, route.hero[lang]);
      });

      test(`${route.path}?lang=${lang}: the server rendering's HTML has the page`, async ({ request }) => {
        const response = await request.get(`${route.path}?lang=${lang}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
        expect(response.status()).toBe(200);
        // A kept page is compressed by its render worker, as brotli; a page with a form is each visitor's own copy,
        // compressed as it is sent, where gzip is the quicker (shell/server/page-encodings.ts). Decoded by the client.
        expect(response.headers()['content-encoding']).toBe(route.form ? 'gzip' : 'br');
        const html = await response.text();
        expect(html).toContain(`<html lang="${HTML_LANG[lang]}"`);
        expect(html).toContain(`data-remote="${route.remote}"`);
        expect(html.replace(/&#x27;/g, "'").replace(/&amp;/g, '&')).toContain(route.hero[lang].title);
      });
    }
  });
}

test('an unknown path answers the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
});

test('the staff area answers its sign-in form, never to be stored, and its API the same', async ({ request }) => {
  const page = await request.get('/staff?lang=ku');
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-store');
  expect(page.headers()['vary']).toMatch(/Cookie/);
  const html = await page.text();
  // React writes the head's tags (shell/src/render/page-head-tags.tsx), void elements closed with `/>`.
  expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  expect(html).toContain('data-testid="inbox-sign-in"');
  const session = await request.get('/api/staff/session');
  expect(session.status()).toBe(401);
  expect(session.headers()['cache-control']).toBe('no-store');
  expect(session.headers()['vary']).toMatch(/Cookie/);
});

test('/api/health/ready answers that the database is up', async ({ request }) => {
  const response = await request.get('/api/health/ready');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
});

test('the migrate-and-seed job filled the database: the content lists are not empty', async ({ request }) => {
  for (const list of ['services', 'projects', 'products']) {
    const response = await request.get(`/api/${list}`);
    expect(response.status()).toBe(200);
    expect(((await response.json()) as unknown[]).length, list).toBeGreaterThan(0);
  }
});

test('a contact message POSTed through the gateway is stored in the database container', async ({ request }) => {
  const marker = `container-smoke-${randomBytes(6).toString('hex')}`;
  const response = await request.post('/api/contact', {
    data: { name: 'Container Smoke', email: 'smoke@example.com', phone: '+964 750 000 0000', message: `Stored by ${marker}.`, language: 'en' },
  });
  expect(response.status()).toBe(201);

  // The marker is letters, digits and dashes only, so it is safe inside the SQL and shell quotes.
  const rows = composeExec(
    'db',
    `mysql -uroot -p"$MYSQL_ROOT_PASSWORD" -N -B "$MYSQL_DATABASE" -e "SELECT name, email, language FROM contact_messages WHERE message = 'Stored by ${marker}.'"`,
  );
  expect(rows.trim().split('\n')).toEqual(['Container Smoke\tsmoke@example.com\ten']);
});
