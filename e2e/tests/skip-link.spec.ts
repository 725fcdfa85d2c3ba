// The skip link (issue 11, accessible): the keyboard's first stop on every page, visible when focused, in
// each language, and it takes focus past the top bar to the page's content.
import { expect, test } from '@playwright/test';
import { MENU_ROUTES } from '@azmar/contract/routes/route-manifest';
import { expectDocumentLanguage, presetLanguage, waitForRemote } from '../support/site-page.ts';
import { common, LANGS } from '../support/site-texts.ts';

for (const lang of LANGS) {
  for (const route of MENU_ROUTES) {
    test(`${route.path} in ${lang}: Tab shows the skip link first, Enter moves focus to the main content`, async ({ page }) => {
      await presetLanguage(page, lang);
      await page.goto(route.path);
      await expectDocumentLanguage(page, lang);
      // Hydration spec: before the page's code runs the link still works, as a plain #main-content link (the URL keeps
      // the hash); the URL left without the hash, checked below, is the code's.
      await waitForRemote(page);
      await page.keyboard.press('Tab');
      const link = page.getByRole('link', { name: common[lang].header.skipToContent });
      await expect(link).toBeFocused();
      const box = await link.boundingBox();
      expect(box && box.y >= 0 && box.height > 0, 'the focused skip link is on screen').toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main-content')).toBeFocused();
      expect(new URL(page.url()).hash).toBe('');
    });
  }
}
