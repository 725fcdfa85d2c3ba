// The stack is published on a port other than 80 (e2e/containers/test-containers.mjs picks a free one). Every URL a page
// names for itself (its stylesheets, canonical, hreflang and Open Graph URLs, the sitemap) must carry the visitor's
// origin with that port, or the browser refuses the remotes' stylesheets under the page's CSP and search engines
// are told a wrong address. Pages are read with JavaScript on and off: without it the server's HTML is all there is.
import { expect, test, type Page } from '@playwright/test';
import { watchBrowserLog } from '../support/browser-log.ts';
import { LANGS, ROUTES } from '../support/site-texts.ts';

// The config refuses to run without it.
const ORIGIN = new URL(process.env.AZMAR_CONTAINERS_URL ?? 'http://unset.invalid').origin;

/** Every absolute URL the page's head and stylesheets name: each must be on the visitor's origin. */
async function namedUrls(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="stylesheet"], link[rel="canonical"], link[rel="alternate"], meta[property^="og:"][content^="http"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? element.getAttribute('content') ?? ''));
}

test('the published port is not 80, so a dropped port would show', () => {
  expect(new URL(ORIGIN).port).not.toBe('');
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const lang of LANGS) {
      for (const route of ROUTES) {
        test(`${route.path}?lang=${lang}: no browser error, every URL it names on the visitor’s origin`, async ({ page }) => {
          const log = await watchBrowserLog(page);
          const response = await page.goto(`${route.path}?lang=${lang}`);
          expect(response?.status()).toBe(200);
          // Not a visitor's journey: the page is left to load everything it asks for before the log is read.
          await page.waitForLoadState('networkidle');
          if (javaScriptEnabled) await expect(page.locator('#remote-outlet[data-remote-status="mounted"]')).toBeAttached();

          const urls = (await namedUrls(page)).map((url) => new URL(url, ORIGIN));
          expect(urls.length).toBeGreaterThan(4);
          for (const url of urls) expect(url.origin, url.href).toBe(ORIGIN);
          const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
          expect(canonical).toBe(`${ORIGIN}${route.path}?lang=${lang}`);
          const stylesheets = await page.locator('link[rel="stylesheet"]').count();
          expect(stylesheets).toBeGreaterThan(0);
          expect(log.errors()).toEqual([]);
        });
      }
    }
  });
}

test('a client’s own X-Forwarded-* headers change no URL: the page names the public origin', async ({ request }) => {
  // The test machine is no proxy the gateway trusts (TRUSTED_PROXIES), and PUBLIC_ORIGIN names the site anyway.
  const html = await (
    await request.get('/products?lang=ku', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', 'x-forwarded-port': '443' } })
  ).text();
  // React writes these tags (shell src/render/page-head-tags.tsx), void elements closed with `/>`.
  const escaped = `${ORIGIN}/products?lang=ku`.replace(/[.?]/g, '\\$&');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="${escaped}"/?>`));
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="${escaped}"/?>`));
  expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="${ORIGIN.replace(/[.]/g, '\\.')}/remotes/mfe-catalogue/`));
  expect(html).not.toContain('evil.example');
  expect(html).not.toContain('https://127.0.0.1');
});

test('the sitemap lists every page on the visitor’s origin, port included', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locations).toHaveLength(ROUTES.length * LANGS.length);
  for (const location of locations) expect(new URL(location).origin).toBe(ORIGIN);
});
