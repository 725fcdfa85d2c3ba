// Screenshots of the staff area (issue 36's closing note): English and Kurdish, 1366 and 375 px wide, with Debian's
// Chromium. Usage: start the site (`PORT=… node scripts/start.mjs --no-build`, an account made with user:create), then
// `SITE=http://localhost:… STAFF_USER=… STAFF_PASSWORD=… OUT=dir node e2e/bench/staff-screens.mjs`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const site = process.env.SITE ?? 'http://localhost:8080';
const out = process.env.OUT ?? 'screens';
const account = { username: process.env.STAFF_USER ?? '', password: process.env.STAFF_PASSWORD ?? '' };
const SIGN_IN = {
  en: { username: 'Username', password: 'Password', submit: 'Sign in' },
  ku: { username: 'ناوی بەکارهێنەر', password: 'وشەی نهێنی', submit: 'بچنە ژوورەوە' },
};
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const width of [1366, 375]) {
    for (const lang of ['en', 'ku']) {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 800 } });
      const page = await context.newPage();
      const shot = async (name) => {
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const file = path.join(out, `staff-${name}-${lang}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      };
      await page.goto(`${site}/staff?lang=${lang}`);
      await page.locator('#remote-outlet[data-remote-status="mounted"]').waitFor();
      await shot('sign-in');
      await page.getByLabel(SIGN_IN[lang].username).fill(account.username);
      await page.getByLabel(SIGN_IN[lang].password).fill(account.password);
      await page.getByRole('button', { name: SIGN_IN[lang].submit }).click();
      await page.getByTestId('staff-studio').waitFor();
      // The inbox's list (its rows, or that none matches), then its first message and the erasure panel opened.
      await page.getByTestId('inbox-row').or(page.getByTestId('inbox-empty')).first().waitFor();
      await shot('inbox');
      const firstMessage = page.getByTestId('inbox-row').first().getByRole('link');
      if (await firstMessage.count()) {
        await firstMessage.click();
        await page.getByTestId('inbox-message-text').waitFor();
        await shot('inbox-message');
        await page.goBack();
        await page.getByTestId('inbox-list').waitFor();
      }
      await page.getByTestId('inbox-erase').getByRole('button').first().click();
      await page.locator('#inbox-erase_email').waitFor();
      await shot('inbox-erase');
      for (const section of ['products', 'media', 'accounts']) {
        await page.goto(`${site}/staff?lang=${lang}&section=${section}`);
        await page.getByTestId('staff-studio').waitFor();
        await shot(section);
      }
      await page.goto(`${site}/staff?lang=${lang}&section=projects&item=1`);
      await page.getByTestId('staff-editor').waitFor();
      await shot('project-editor');
      await page.goto(`${site}/staff?lang=${lang}&section=projects&item=1&tab=statistics`);
      await page.getByTestId('staff-statistics').waitFor();
      await shot('project-statistics');
      // The media picker, open from the project's picture field.
      await page.goto(`${site}/staff?lang=${lang}&section=projects&item=1`);
      await page.getByTestId('staff-editor').waitFor();
      await page.getByTestId('staff-editor').locator('button[aria-haspopup="dialog"]').first().click();
      await page.getByTestId('staff-media-picker').waitFor();
      await shot('media-picker');
      await context.close();
    }
  }
} finally {
  await browser.close();
}
