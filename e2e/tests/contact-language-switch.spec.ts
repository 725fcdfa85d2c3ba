import { expect, test } from '@playwright/test';
import { contactFields, fillContactForm, openContact } from '../support/contact-page.ts';
import { languageToggle } from '../support/site-page.ts';

// Nothing typed is lost: not even when the visitor switches the interface language half-way.
test('switching to Kurdish and back keeps everything typed in the form', async ({ page }) => {
  // Hydration spec: what is typed survives the switch only when the page's code switches the language in place
  // (before it, the toggle is a link to the other language's page, which the browser loads afresh).
  const fields = await openContact(page);
  const typed = { name: 'Rebin Karim', email: 'rebin@example.com', phone: '0770 111 2233', message: 'Please call me about a parking tiles order.' };
  await fillContactForm(fields, typed);
  await languageToggle(page).click();
  const ku = contactFields(page, 'ku');
  await expect(ku.send).toBeVisible();
  // The Kurdish texts' lazy chunks (antd's Sorani locale) come with the code's switch: let them land first.
  await page.waitForLoadState('networkidle');
  await expect(ku.name).toHaveValue(typed.name);
  await expect(ku.message).toHaveValue(typed.message);
  await languageToggle(page).click();
  await expect(fields.name).toHaveValue(typed.name);
  await expect(fields.email).toHaveValue(typed.email);
  await expect(fields.phone).toHaveValue(typed.phone);
  await expect(fields.message).toHaveValue(typed.message);
});
