import { expect, test } from '@playwright/test';
import { hero, presetLanguage } from '../support/site-page.ts';
import { routeFor } from '../support/site-texts.ts';

// Run by e2e/containers/test-containers.mjs after it rebuilt and restarted the mfe-catalogue container alone with the
// English services title changed to AZMAR_SERVICES_TITLE; the shell's and the gateway's containers were left running.
const changedTitle = process.env.AZMAR_SERVICES_TITLE;

test('the redeployed mfe-catalogue shows its new text in the server HTML and in the shell that kept running', async ({ page }) => {
  expect(changedTitle, 'AZMAR_SERVICES_TITLE names the changed title').toBeTruthy();
  expect(changedTitle).not.toBe(routeFor('/services').hero.en.title);
  // The gateway's render workers noticed the new version on their own: the server's first HTML already has the new text.
  await expect.poll(async () => (await page.request.get('/services?lang=en')).text(), { timeout: 30_000 }).toContain(changedTitle ?? '');
  await presetLanguage(page, 'en');
  await page.goto('/services');
  await expect(hero(page).locator('h1')).toHaveText(changedTitle ?? '');
  // The other remotes and the shell's own layout are unchanged.
  await page.goto('/about');
  await expect(hero(page).locator('h1')).toHaveText(routeFor('/about').hero.en.title);
});
