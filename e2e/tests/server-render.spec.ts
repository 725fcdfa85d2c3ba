import { expect, test } from '@playwright/test';
import { HREFLANG } from '@azmar/contract/routes/language-urls';
import { products, projects, services, title } from '../support/catalogue-content.ts';
import { watchProblems } from '../support/page-problems.ts';
import { hero, waitForRemote } from '../support/site-page.ts';
import { common, HTML_DIR, HTML_LANG, LANGS, ROUTES, type Lang } from '../support/site-texts.ts';

// Issue 11: every route's first HTML carries its content and metadata in the language of its URL, and the browser
// hydrates the page without redrawing it. Read as a crawler reads it: one GET, no JavaScript.

/** The text of HTML as a reader sees it (React escapes these five). */
function textOf(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function attributeOf(html: string, tag: RegExp, attribute: string): string | null {
  const element = tag.exec(html)?.[0];
  if (!element) return null;
  const value = new RegExp(`${attribute}="([^"]*)"`).exec(element)?.[1];
  return value === undefined ? null : textOf(value);
}

const metaContent = (html: string, key: string) => attributeOf(html, new RegExp(`<meta (?:name|property)="${key}"[^>]*>`), 'content');

/** A few items of the API's lists each page shows (home shows the first projects, services and products). */
const LIST_ITEMS: Record<string, { titleEn: string; titleKu: string }[]> = {
  '/': [...projects.slice(0, 1), ...services.slice(0, 1)],
  '/services': services,
  '/projects': projects.slice(0, 3),
  '/products': products.slice(0, 3),
};

for (const route of ROUTES) {
  for (const lang of LANGS) {
    test(`${route.path}?lang=${lang}: the first HTML has the page, its layout and its metadata`, async ({ request, baseURL }) => {
      const response = await request.get(`${route.path}?lang=${lang}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const text = textOf(html);

      expect(html).toMatch(new RegExp(`<html lang="${HTML_LANG[lang]}" dir="${HTML_DIR[lang]}">`));
      const pageTitle = textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(pageTitle).toContain(common[lang].company.name);
      if (route.path !== '/') expect(pageTitle).toContain(common[lang].nav[route.navKey]);
      expect(metaContent(html, 'description')).toBe(route.description[lang]);

      const canonical = `${baseURL}${route.path}?lang=${lang}`;
      expect(attributeOf(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(canonical);
      for (const [code, hreflang] of Object.entries(HREFLANG)) {
        expect(attributeOf(html, new RegExp(`<link rel="alternate" hreflang="${hreflang}"[^>]*>`), 'href')).toBe(`${baseURL}${route.path}?lang=${code}`);
      }
      expect(attributeOf(html, /<link rel="alternate" hreflang="x-default"[^>]*>/, 'href')).toBe(`${baseURL}${route.path}`);
      expect(metaContent(html, 'og:title')).toBe(pageTitle);
      expect(metaContent(html, 'og:description')).toBe(route.description[lang]);
      expect(metaContent(html, 'og:url')).toBe(canonical);
      expect(metaContent(html, 'og:locale')).toBe(lang === 'ku' ? 'ckb_IQ' : 'en_US');
      expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${baseURL}/assets/`));

      // The layout: the top bar's navigation and the footer, in the page's language.
      expect(html).toContain('<header class="top-bar"');
      for (const key of ['home', 'about', 'services', 'projects', 'products', 'contact'] as const) expect(text).toContain(common[lang].nav[key]);
      expect(html).toContain('<footer');
      // The page: its remote's tree with its hero, and the API's items it lists.
      expect(html).toContain(`data-remote="${route.remote}"`);
      expect(text).toContain(route.hero[lang].title);
      for (const item of LIST_ITEMS[route.path] ?? []) expect(text).toContain(title(item, lang));
    });
  }
}

test('the HTML follows the URL first, then the language cookie, then English', async ({ request }) => {
  const langOf = async (path: string, cookie?: string) => {
    const html = await (await request.get(path, cookie ? { headers: { cookie } } : {})).text();
    return /<html lang="([^"]+)"/.exec(html)?.[1];
  };
  expect(await langOf('/about')).toBe('en');
  expect(await langOf('/about', 'azmar_lang=ku')).toBe('ckb');
  expect(await langOf('/about?lang=en', 'azmar_lang=ku')).toBe('en');
  expect(await langOf('/about?lang=ku', 'azmar_lang=en')).toBe('ckb');
  expect(await langOf('/about?lang=ckb')).toBe('ckb');
  expect(await langOf('/about?lang=xx', 'azmar_lang=ku')).toBe('ckb');
});

test('a rendered page is sent compressed as the client accepts it, and each answer of it decodes to the whole page', async ({ request }) => {
  const products = ROUTES.find((route) => route.path === '/products')!;
  for (const [acceptEncoding, sent] of [
    ['gzip, deflate, br', 'br'],
    // Again: now the cached page's kept bytes.
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    // Playwright's client decodes br and gzip, as a browser does.
    const response = await request.get('/products?lang=ku', { headers: { 'accept-encoding': acceptEncoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding'], acceptEncoding).toBe(sent);
    // The URL names the language: caches keep one copy per encoding, whatever the cookie.
    expect(response.headers().vary).toBe('Accept-Encoding');
    const html = await response.text();
    expect(html).toMatch(/<html lang="ckb" dir="rtl">/);
    expect(textOf(html)).toContain(products.hero.ku.title);
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  }
});

test("the bare path (the x-default, in the visitor's language) is its own canonical URL", async ({ request, baseURL }) => {
  const html = await (await request.get('/about', { headers: { cookie: 'azmar_lang=ku' } })).text();
  expect(attributeOf(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${baseURL}/about`);
  expect(metaContent(html, 'og:url')).toBe(`${baseURL}/about`);
});

test('a Kurdish page preloads its font, one file per weight, and fetches no other font file; an English page none', async ({ page, request }) => {
  const html = await (await request.get('/about?lang=ku')).text();
  const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((match) => match[1] as string);
  expect(preloaded.map((href) => /\/(sorani-\d+)\./.exec(href)?.[1])).toEqual(['sorani-400', 'sorani-600', 'sorani-700']);
  for (const href of preloaded) expect((await request.get(href)).status()).toBe(200);
  expect(await (await request.get('/about?lang=en')).text()).not.toContain('as="font"');

  const fonts: string[] = [];
  page.on('request', (fontRequest) => {
    if (fontRequest.resourceType() === 'font') fonts.push(new URL(fontRequest.url()).pathname);
  });
  await page.goto('/about?lang=ku');
  // Waits for the page's code: the fonts asked for once it has drawn its own parts count too.
  await waitForRemote(page);
  // Scrolled through, so that every text of the page (the footer's phone number and email too) has been laid out.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((path) => !/\/sorani-(400|600|700)\.[0-9a-f]+\.woff2$/.test(path))).toEqual([]);
});

test('a path no route owns answers 404 with the 404 page in the language asked for', async ({ request }) => {
  for (const lang of LANGS) {
    const response = await request.get(`/no-such-page?lang=${lang}`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`lang="${HTML_LANG[lang]}"`);
    expect(html).toContain('data-testid="not-found"');
    expect(metaContent(html, 'robots')).toBe('noindex');
  }
});

for (const route of ROUTES) {
  for (const lang of LANGS) {
    test(`${route.path}?lang=${lang}: the browser hydrates the server's page without redrawing it`, async ({ page }) => {
      const problems = watchProblems(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${route.path}?lang=${lang}`, { waitUntil: 'commit' });
      // Marks the server's nodes before any script of the page has run: hydration keeps them, a redraw replaces them.
      await page.waitForSelector('#remote-outlet [data-remote] h1', { state: 'attached' });
      await page.evaluate(() => {
        for (const node of document.querySelectorAll<HTMLElement>('#remote-outlet [data-remote] h1, header.top-bar nav, footer'))
          node.dataset.serverNode = 'kept';
      });
      await page.waitForLoadState('load');
      // Hydrated: React owns the server's own nodes (the remote hydrated them), and the store holds the page's language.
      await page.waitForFunction(() => {
        const heading = document.querySelector('#remote-outlet [data-remote] h1[data-server-node="kept"]');
        return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
      });
      await expect(hero(page).locator('h1')).toHaveText(route.hero[lang].title);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('azmar.language') ?? '{}')?.state?.language as Lang | undefined)).toBe(lang);
      // Hydration spec (hydration without a redraw): everything the code loads has run before the nodes are counted.
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[data-server-node="kept"]').count()).toBe(3);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(warnings).toEqual([]);
    });
  }
}
