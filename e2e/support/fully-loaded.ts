// Opening a page for a whole-page check (axe, a keyboard walk): in the language asked for by `?lang=` (as a
// shared link or the sitemap opens it), and only once it is fully loaded, so the check sees the finished page
// rather than a loading state (remote mounted, content lists loaded, no skeleton left).
import { expect, type Page } from '@playwright/test';
import { expectDocumentLanguage } from './site-page.ts';
import type { Lang } from './site-texts.ts';

export function withLang(path: string, lang: Lang): string {
  const url = new URL(path, 'http://site');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
}

/** Waits until the page is fully loaded: WAITS FOR THE PAGE'S CODE to have hydrated the server's HTML, and for the network. */
export async function expectFullyLoaded(page: Page): Promise<void> {
  await expect(page.locator('#main-content h1').first()).toBeVisible();
  // The page's code has hydrated the server's HTML (`none`: no remote, the 404 page).
  await expect(page.locator('#remote-outlet')).toHaveAttribute('data-remote-status', /^(mounted|none)$/);
  await expect(page.locator('.remote-outlet__loading')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"], .content-grid__card--skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/**
 * Opens `path` in `lang` and waits until the page is fully loaded: WAITS FOR THE PAGE'S CODE (remote mounted, lists
 * loaded, network idle). For whole-page checks of the finished page and for specs about what only the code does;
 * a spec about what a visitor does opens the page with `page.goto` and acts at once.
 */
export async function openFullyLoaded(page: Page, path: string, lang: Lang): Promise<void> {
  await page.goto(withLang(path, lang));
  await expectDocumentLanguage(page, lang);
  await expectFullyLoaded(page);
}
