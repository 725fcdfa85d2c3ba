import { expect, test } from '@playwright/test';
import { presetLanguage, waitForRemote } from '../support/site-page.ts';
import { common, companyProfile, HTML_LANG, LANGS, routeFor } from '../support/site-texts.ts';

/** docs/product.md §3: the footer links to these routes of the manifest. */
const QUICK_LINKS = ['/', '/about', '/services', '/projects'].map(routeFor);

for (const lang of LANGS) {
  test(`footer content in ${lang}`, async ({ page }) => {
    await presetLanguage(page, lang);
    await page.goto('/contact');
    const footer = page.locator('footer');
    const texts = common[lang];
    await expect(footer).toContainText(texts.footer.description);

    for (const { path, navKey } of QUICK_LINKS) {
      const link = footer.getByRole('link', { name: texts.nav[navKey], exact: true });
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
    // Kurdish texts write numbers in Eastern Arabic digits (٢٠٢٦), English in Western ones.
    const year = new Intl.NumberFormat(HTML_LANG[lang], { useGrouping: false, numberingSystem: lang === 'ku' ? 'arab' : 'latn' }).format(
      new Date().getFullYear(),
    );
    await expect(footer).toContainText(texts.footer.copyright.replace('{{year}}', year));
  });
}

test('a footer quick link navigates on the client', async ({ page }) => {
  await page.goto('/contact');
  // Hydration spec: navigating on the client (same document) is the page's code's; before it the link loads the page.
  await waitForRemote(page);
  await page.evaluate(() => {
    (window as unknown as { __marker?: string }).__marker = 'same-document';
  });
  await page.locator('footer').getByRole('link', { name: common.en.nav.services, exact: true }).click();
  await expect(page).toHaveURL(/\/services\?lang=en$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
});
