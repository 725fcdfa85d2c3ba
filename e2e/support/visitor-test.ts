// The test of what a visitor does. A visitor acts the moment a page shows, so these specs never wait for the page's
// code. Each runs three ways (e2e/playwright.config.ts): as is; with the site's own scripts held back
// (`holdScriptsMs`, as a slow phone network would hold them), so every press lands before the code has hydrated the page;
// and with JavaScript off, where the server's links and forms are all there is. The outcome must be the same.
import { test as base, expect, type Page } from '@playwright/test';

export interface VisitorOptions {
  /** Milliseconds each same-origin script is held before it is let through; 0 lets them through at once. */
  holdScriptsMs: number;
}

export const test = base.extend<VisitorOptions>({
  holdScriptsMs: [0, { option: true }],
  context: async ({ context, holdScriptsMs, baseURL }, provide) => {
    if (holdScriptsMs > 0) {
      const origin = new URL(baseURL ?? 'http://localhost').origin;
      await context.route(
        (url) => url.origin === origin && url.pathname.endsWith('.js'),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, holdScriptsMs));
          // The page may have moved on (a link followed) while the script was held.
          await route.continue().catch(() => undefined);
        },
      );
    }
    await provide(context);
  },
});

export { expect };

/** Whether this run has the page's code at all (the JavaScript-off project has none). */
export function codeRuns(javaScriptEnabled: boolean | undefined): boolean {
  return javaScriptEnabled !== false;
}

/**
 * Opens a page as a visitor does: the test goes on as soon as the server's answer starts to arrive, and its next
 * action waits only for what it presses to show (Playwright's own checks), never for the page's code, its deferred
 * scripts (which hold back DOMContentLoaded and load) or its images.
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
}

/**
 * Waits for the page's code to have hydrated the route. Only for the hydration checks of a journey (what a press
 * made before the code still shows once the code runs); never before a visitor's action.
 */
export async function afterHydration(page: Page): Promise<void> {
  await expect(page.locator('#remote-outlet')).toHaveAttribute('data-remote-status', 'mounted');
}
