import { expect, test, type Response } from '@playwright/test';
import { expectDocumentLanguage, expectHero, languageToggle, mainNav } from '../support/site-page.ts';
import { common, routeFor } from '../support/site-texts.ts';

// Strings only the production builds of react and react-dom/client contain: a file holding one of them
// holds a copy of that library.
const REACT_MARKER = 'React.Children.only expected to receive a single React element child';
const REACT_DOM_MARKER = 'React has blocked a javascript: URL as a security precaution';
// The kit's react-i18next and TanStack Query facades hold React contexts: one copy each, or a remote's
// hooks would not see the shell's providers.
const REACT_I18NEXT_MARKER = 'You will need to pass in an i18next instance by using initReactI18next';
const REACT_QUERY_MARKER = 'No QueryClient set, use QueryClientProvider to set one';

test('one React, one react-dom, one react-i18next, one TanStack Query and one store/i18n instance across the shell and all three remotes', async ({ page }) => {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url())) {
      scripts.push(
        response.text().then(
          (body) => ({ url: response.url(), body }),
          () => ({ url: response.url(), body: '' }),
        ),
      );
    }
  });

  await page.goto('/');
  // Hydration spec: one copy of each library across the code of the shell and the remotes, as they run in the page.
  await expectHero(page, routeFor('/').hero.en);
  // Visit a route of every remote, so each one has loaded whatever it would bring with it.
  for (const path of ['/products', '/contact'] as const) {
    await mainNav(page, 'en')
      .getByRole('link', { name: common.en.nav[path === '/products' ? 'products' : 'contact'], exact: true })
      .click();
    await expectHero(page, routeFor(path).hero.en);
  }

  // The shell's toggle reaches the remote on screen: they share the store and the i18next instance.
  await languageToggle(page).click();
  await expectDocumentLanguage(page, 'ku');
  await expectHero(page, routeFor('/contact').hero.ku);

  const bodies = await Promise.all(scripts);
  const withReact = bodies.filter((script) => script.body.includes(REACT_MARKER)).map((script) => script.url);
  const withReactDom = bodies.filter((script) => script.body.includes(REACT_DOM_MARKER)).map((script) => script.url);
  expect(withReact, 'files containing React').toHaveLength(1);
  expect(withReactDom, 'files containing react-dom/client').toHaveLength(1);
  expect(
    bodies.filter((script) => script.body.includes(REACT_I18NEXT_MARKER)),
    'files containing react-i18next',
  ).toHaveLength(1);
  expect(
    bodies.filter((script) => script.body.includes(REACT_QUERY_MARKER)),
    'files containing TanStack Query',
  ).toHaveLength(1);

  // Module Federation's share scope agrees: one version of each, and it is loaded.
  const shared = await page.evaluate(() => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown }>>>> };
      }
    ).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const host of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(host)) {
        for (const [pkg, versions] of Object.entries(scope)) {
          if (pkg !== 'react' && pkg !== 'react-dom') continue;
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded && !info.loading) continue;
            const loaded = (result[pkg] ??= []);
            if (!loaded.includes(version)) loaded.push(version);
          }
        }
      }
    }
    return result;
  });
  expect(shared.react, 'loaded versions of react in the share scope').toHaveLength(1);
  expect(shared['react-dom'], 'loaded versions of react-dom in the share scope').toHaveLength(1);
});
