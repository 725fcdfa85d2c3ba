import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { contact, openContact } from '../support/contact-page.ts';
import { watchProblems } from '../support/page-problems.ts';
import { presetLanguage } from '../support/site-page.ts';
import { common, companyProfile, LANGS } from '../support/site-texts.ts';

// Every element of the Contact screen, in both languages, offline: the map host is never reached.

for (const lang of LANGS) {
  test(`/contact shows the form, Get in Touch, hours, the map and the closing call to action in ${lang}`, async ({ page }) => {
    const problems = watchProblems(page);
    await presetLanguage(page, lang);
    await openContact(page);
    const texts = contact[lang];
    const slot = page.locator('#remote-slot');
    await expect(slot.getByRole('heading', { level: 2 })).toHaveText([
      texts.form.title,
      texts.touch.title,
      texts.hours.title,
      texts.map.title,
      texts.cta.title,
    ]);
    await expect(page.getByTestId('contact-form').locator('textarea')).toHaveAttribute('rows', '5');

    const touch = page.getByTestId('get-in-touch');
    await expect(touch).toContainText(lang === 'en' ? companyProfile.address.en : companyProfile.address.ku);
    await expect(touch.getByRole('link', { name: texts.touch.callNow })).toHaveAttribute('href', companyProfile.phone.href);
    await expect(touch.getByRole('link', { name: texts.touch.sendEmail })).toHaveAttribute('href', companyProfile.email.href);
    const whatsapp = touch.getByRole('link', { name: texts.touch.chatNow });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

    const hours = page.getByTestId('business-hours');
    for (const row of companyProfile.businessHours) {
      await expect(hours).toContainText(row.days[lang]);
      await expect(hours).toContainText(row.hours[lang]);
    }
    if (lang === 'ku') await expect(hours).toContainText('٨:٠٠');

    const cta = page.getByTestId('closing-cta');
    await expect(cta.getByRole('link', { name: texts.cta.callNow })).toHaveAttribute('href', companyProfile.phone.href);
    await cta.getByRole('button', { name: common[lang].actions.getQuote }).click();
    await expect(page.getByTestId('contact-form').getByLabel(texts.form.name, { exact: true })).toBeFocused();

    await expectNoSeriousA11yViolations(page, `/contact in ${lang}`);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
}

test('the map: a drawn map with the office pin and an open-in-maps link, loaded only near the viewport, no console errors offline', async ({
  page,
  baseURL,
}) => {
  const problems = watchProblems(page);
  const siteOrigin = new URL(baseURL ?? '').origin;
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== siteOrigin) mapRequests.push(request.url());
  });
  await openContact(page);
  const map = page.getByTestId('office-map');
  await expect(map.getByRole('img', { name: contact.en.map.fallbackLabel })).toBeAttached();
  const open = map.getByRole('link', { name: contact.en.map.openInMaps });
  await expect(open).toHaveAttribute('href', companyProfile.map.linkUrl);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer');

  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('img', { name: contact.en.map.fallbackLabel })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // `npm start` without MAP_ORIGIN allows no frames: the page sees that and keeps the drawing, so the
  // browser never reports a blocked frame (the MariaDB run sets MAP_ORIGIN and covers the live map).
  await expect(map.getByTestId('map-frame')).toHaveCount(0);
  expect(mapRequests).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});
