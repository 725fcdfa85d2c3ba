// What the browser itself reports as an error on a page: Chromium's log (a stylesheet or script refused under the
// Content-Security-Policy, a resource that failed), its console errors and uncaught exceptions. Read over the
// DevTools protocol, so it works with JavaScript off too, where no script of the page could listen.
import type { Page } from '@playwright/test';

export interface BrowserLog {
  /** Every error line so far, each with where it came from. */
  errors: () => string[];
}

export async function watchBrowserLog(page: Page): Promise<BrowserLog> {
  const errors: string[] = [];
  const session = await page.context().newCDPSession(page);
  session.on('Log.entryAdded', ({ entry }) => {
    if (entry.level === 'error') errors.push(`[${entry.source}] ${entry.text}${entry.url ? ` (${entry.url})` : ''}`);
  });
  await session.send('Log.enable');
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`[console] ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`[exception] ${error.name}: ${error.message}`));
  return { errors: () => [...errors] };
}
