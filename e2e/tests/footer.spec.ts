import { expect, test } from '@playwright/test';
import { presetLanguage } from '../support/site-page.ts';
import { common, companyProfile, LANGS } from '../support/site-texts.ts';

const QUICK_LINKS = [
  { path: '/', key: 'home' },
  { path: '/about', key: 'about' },
  { path: '/services', key: 'services' },
  { path: '/projects', key: 'projects' },
] as const;

for (const lang of LANGS) {
  test(`footer content in ${lang}`, async ({ page }) => {
    await presetLanguage(page, lang);
    await page.goto('/contact');
    const footer = page.locator('footer');
    const texts = common[lang];
    await expect(footer).toContainText(texts.footer.description);

    for (const { path, key } of QUICK_LINKS) {
      const link = footer.getByRole('link', { name: texts.nav[key], exact: true });
      await expect(link).toBeVisible();
      expect(new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe(path);
    }

    await expect(footer).toContainText(companyProfile.address[lang]);
    await expect(footer.locator(`a[href="${companyProfile.phone.href}"]`)).toContainText(companyProfile.phone.display);
    await expect(footer.locator(`a[href="${companyProfile.email.href}"]`)).toContainText(companyProfile.email.display);
    for (const social of companyProfile.social) {
      // Icon-only links still need a name a screen reader can announce.
      await expect(footer.getByRole('link', { name: social.label[lang] })).toHaveAttribute('href', social.href);
    }
    const year = String(new Date().getFullYear());
    await expect(footer).toContainText(texts.footer.copyright.replace('{{year}}', year));
  });
}

test('a footer quick link navigates on the client', async ({ page }) => {
  await page.goto('/contact');
  await page.evaluate(() => {
    (window as unknown as { __marker?: string }).__marker = 'same-document';
  });
  await page.locator('footer').getByRole('link', { name: common.en.nav.services, exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
});
