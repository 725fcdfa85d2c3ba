import { expect, test } from '@playwright/test';
import { products, title } from '../support/catalogue-content.ts';
import { common, HTML_LANG, ROUTES, type Lang } from '../support/site-texts.ts';

// Issue 20: each render worker renders many pages at once, and nothing of one page's render is another's
// (language, URL and query, the API's lists, the remote in the outlet). Pages of every route in both languages, some
// with a product search, asked all at once; each URL is new (`&probe=`), so each answer is a render of its own, not a
// kept page.

interface Asked {
  path: string;
  lang: Lang;
  /** How the language is asked for: the URL's `?lang=`, or only the cookie. */
  by: 'url' | 'cookie';
  /** A product search (`/products?q=`): the page lists only what matches. */
  q?: string;
}

const searched = products[3]!;
const ASKED: Asked[] = ROUTES.flatMap((route) =>
  (['en', 'ku'] as const).flatMap((lang): Asked[] => [
    { path: route.path, lang, by: 'url' },
    { path: route.path, lang, by: 'cookie' },
  ]),
).concat([
  { path: '/products', lang: 'ku', by: 'url', q: searched.titleKu },
  { path: '/products', lang: 'en', by: 'url', q: searched.titleEn },
]);

function urlOf(asked: Asked, index: number): string {
  const params = new URLSearchParams();
  if (asked.by === 'url') params.set('lang', asked.lang);
  if (asked.q) params.set('q', asked.q);
  params.set('probe', `${Date.now()}-${index}`);
  return `${asked.path}?${params}`;
}

/** The HTML's text as a reader sees it (React escapes these). */
const textOf = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

const stateOf = (html: string) =>
  JSON.parse(/<script id="azmar-ssr" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    language: Lang;
    remote: string | null;
    queries: { queries: { queryKey: unknown[] }[] };
  } | null;

test(`${ASKED.length} different pages rendered at the same time each come out right`, async ({ playwright, baseURL }) => {
  // Each with the cookie the page's code writes when a visitor chooses a language (contract routes/page-language).
  const withCookie = (lang: Lang) => playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `azmar_lang=${lang}` } });
  const contexts = { en: await withCookie('en'), ku: await withCookie('ku') };
  const answers = await Promise.all(
    ASKED.map((asked, index) =>
      contexts[asked.lang].get(urlOf(asked, index)).then(async (response) => ({ asked, status: response.status(), html: await response.text() })),
    ),
  );
  for (const { asked, status, html } of answers) {
    const where = `${asked.path} in ${asked.lang} by ${asked.by}${asked.q ? ` searching ${asked.q}` : ''}`;
    expect(status, where).toBe(200);
    expect(html, where).toContain(`<html lang="${HTML_LANG[asked.lang]}"`);
    const route = ROUTES.find((candidate) => candidate.path === asked.path)!;
    expect(textOf(html), where).toContain(route.hero[asked.lang].title);
    const state = stateOf(html);
    expect(state?.language, where).toBe(asked.lang);
    expect(state?.remote, where).toBe(route.remote);
    expect(html, where).toContain(`data-remote="${route.remote}"`);
    const pageTitle = textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    expect(pageTitle, where).toContain(route.path === '/' ? common[asked.lang].company.name : common[asked.lang].nav[route.navKey]);
    if (asked.q) {
      // Only the searched product's card, in the page's language.
      expect(textOf(html), where).toContain(title(searched, asked.lang));
      const other = products.find((product) => product !== searched && !title(product, asked.lang).includes(asked.q!))!;
      expect(textOf(html), where).not.toContain(`>${title(other, asked.lang)}<`);
    }
  }
  await Promise.all(Object.values(contexts).map((context) => context.dispose()));
});
