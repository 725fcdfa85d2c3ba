// Issue 36, point 6: passwords in the staff area as staff use it (a real browser, the real API and database). An
// administrator resets another account's password (studio in Kurdish, right to left): that account's open session
// ends, the old password is refused at the sign-in, the new one signs in. A staff member changes their own password,
// in each language: a wrong current password is refused with the API's words in that language and the person stays
// signed in; the right one changes it, their other session ends, and only the new password signs in.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { STAFF_TEXTS } from '../../api/src/staff/staff-texts.ts';
import { inboxEn } from '../../mfe-contact/src/i18n/inbox.en.ts';
import { inboxKu } from '../../mfe-contact/src/i18n/inbox.ku.ts';
import type { Lang } from '../support/site-texts.ts';
import { createStaffAccount } from '../support/staff-account.ts';
import { openSection, signInToStudio, studio } from '../support/staff-studio.ts';

const ADMIN = { username: 'e2e-passwords-admin', password: 'a long passwords password 1' };
const signInTexts = { en: inboxEn.inbox.signIn, ku: inboxKu.inbox.signIn };
const stamp = Date.now().toString(36);

test.beforeAll(() => createStaffAccount(ADMIN));

async function newStaffPage(browser: Browser, baseURL: string): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

/** Tries to sign in with a password that is no longer the account's: the sign-in form says so, as for any wrong one. */
async function expectSignInRefused(page: Page, lang: Lang, account: { username: string; password: string }): Promise<void> {
  await page.goto(`/staff?lang=${lang}`);
  await expect(page.locator('#remote-outlet')).toHaveAttribute('data-remote-status', 'mounted');
  await page.getByLabel(signInTexts[lang].username).fill(account.username);
  await page.getByLabel(signInTexts[lang].password).fill(account.password);
  await page.getByRole('button', { name: signInTexts[lang].submit }).click();
  await expect(page.getByTestId('inbox-sign-in-problem')).toHaveText(signInTexts[lang].wrong);
  await expect(page.getByTestId('staff-bar')).toHaveCount(0);
}

/** A page whose session has ended shows the sign-in form again once it asks the API anything. */
async function expectSignedOut(page: Page, lang: Lang): Promise<void> {
  await page.reload();
  await expect(page.getByLabel(signInTexts[lang].username)).toBeVisible();
  await expect(page.getByTestId('staff-bar')).toHaveCount(0);
}

test('an administrator resets another account’s password in Kurdish: its session ends, the old password is refused, the new one signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ku = studio.ku;
  const other = { username: `e2e-reset-${stamp}`, password: 'the first password 1' };
  const renewed = { ...other, password: 'the password set by the administrator' };
  createStaffAccount(other);
  const otherPage = await newStaffPage(browser, baseURL!);
  try {
    await signInToStudio(otherPage, 'ku', other);

    await signInToStudio(page, 'ku', ADMIN);
    await openSection(page, 'ku', 'accounts');
    await page.getByRole('button', { name: `${ku.accounts.resetPassword}: ${other.username}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ku.accounts.resetTitle.replace('{{name}}', other.username) });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(ku.accounts.password, { exact: true }).fill(renewed.password);
    await dialog.getByRole('button', { name: ku.accounts.reset }).click();
    await expect(dialog.getByRole('status')).toHaveText(ku.accounts.resetDone);

    await expectSignedOut(otherPage, 'ku');
    await expectSignInRefused(otherPage, 'ku', other);
    await signInToStudio(otherPage, 'ku', renewed);
  } finally {
    await otherPage.context().close();
  }
});

for (const lang of ['ku', 'en'] as const) {
  test(`a staff member changes their own password (${lang}): a wrong current one is refused in their language; their other session ends; only the new one signs in`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const texts = studio[lang];
    const account = { username: `e2e-own-${lang}-${stamp}`, password: 'my first password 12' };
    const changed = { ...account, password: 'my second password 34' };
    createStaffAccount(account);
    const elsewhere = await newStaffPage(browser, baseURL!);
    try {
      await signInToStudio(elsewhere, lang, account);
      await signInToStudio(page, lang, account);
      await openSection(page, lang, 'password');
      const section = page.getByTestId('staff-password');

      await section.getByLabel(texts.password.current, { exact: true }).fill('not my password at all');
      await section.getByLabel(texts.password.next, { exact: true }).fill(changed.password);
      await section.getByRole('button', { name: texts.password.change }).click();
      await expect(page.getByTestId('staff-password-problem')).toHaveText(STAFF_TEXTS['password.wrong-current'][lang]);
      // Refused, not signed out: the person is still in the studio and can try again.
      await expect(page.getByTestId('staff-bar')).toContainText(account.username);

      await section.getByLabel(texts.password.current, { exact: true }).fill(account.password);
      await section.getByLabel(texts.password.next, { exact: true }).fill(changed.password);
      await section.getByRole('button', { name: texts.password.change }).click();
      await expect(page.getByTestId('staff-password-changed')).toHaveText(texts.password.changed);
      await expect(page.getByTestId('staff-password-problem')).toHaveCount(0);
      await expect(page.getByTestId('staff-bar')).toContainText(account.username);

      await expectSignedOut(elsewhere, lang);
      await expectSignInRefused(elsewhere, lang, account);
      await signInToStudio(elsewhere, lang, changed);
    } finally {
      await elsewhere.context().close();
    }
  });
}
