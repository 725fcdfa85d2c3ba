// Issue 36, points 6 and 7: accounts and roles, and two people at once, in the staff area as staff use it (real
// browser, real API and database; the studio needs the page's JavaScript). An administrator adds an editor and an
// inbox account in the accounts section; the inbox account sees only the messages and its own password, is refused
// the products section (the page says so, the API answers 403); an editor's save based on an older version is refused
// with the API's words naming who changed the item, and nothing is overwritten.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { StaffContentItem } from '@azmar/contract/staff/content-items';
import { createStaffAccount } from '../support/staff-account.ts';
import { fieldLabel, openSection, signInToStudio, studio } from '../support/staff-studio.ts';

const ADMIN = { username: 'e2e-roles-admin', password: 'a long roles password 1' };
const stamp = Date.now().toString(36);
const EDITOR = { username: `e2e-editor-${stamp}`, password: 'an editor password 1' };
const CLERK = { username: `e2e-clerk-${stamp}`, password: 'a clerk password 12' };
const en = studio.en;
const ku = studio.ku;

test.beforeAll(() => createStaffAccount(ADMIN));

async function addAccount(page: Page, account: { username: string; password: string }, role: 'editor' | 'inbox'): Promise<void> {
  const form = page.locator('form#staff-account');
  await form.getByLabel(ku.accounts.username).fill(account.username);
  await form.getByLabel(ku.accounts.password).fill(account.password);
  // The form starts with the editor role ticked.
  if (role === 'inbox') {
    await form.getByRole('checkbox', { name: ku.roles.editor }).uncheck();
    await form.getByRole('checkbox', { name: ku.roles.inbox }).check();
  }
  await form.getByRole('button', { name: ku.accounts.add }).click();
  await expect(page.getByTestId('staff-account-created')).toContainText(account.username);
  await expect(page.getByTestId('staff-account-row').filter({ hasText: account.username })).toHaveCount(1);
}

async function newStaffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('an administrator adds accounts with roles; each role sees only its part, and the API refuses the rest', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signInToStudio(page, 'ku', ADMIN);
  await openSection(page, 'ku', 'accounts');
  await addAccount(page, EDITOR, 'editor');
  await addAccount(page, CLERK, 'inbox');

  const clerk = await newStaffPage(browser, baseURL!);
  try {
    await signInToStudio(clerk, 'ku', CLERK);
    const menu = clerk.getByRole('navigation', { name: ku.nav }).getByRole('menuitem');
    await expect(menu.filter({ hasText: ku.sections.inbox })).toHaveCount(1);
    await expect(menu.filter({ hasText: ku.sections.password })).toHaveCount(1);
    for (const hidden of ['services', 'projects', 'products', 'media', 'accounts', 'audit'] as const) {
      await expect(menu.filter({ hasText: new RegExp(`^${ku.sections[hidden]}$`) }), hidden).toHaveCount(0);
    }
    // A section typed into the address bar is refused on the page, and the API refuses its data.
    await clerk.goto('/staff?lang=ku&section=products');
    await expect(clerk.getByTestId('staff-refused')).toHaveText(ku.refused);
    const refused = await clerk.request.get('/api/staff/content/products', { headers: { 'Accept-Language': 'ckb' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
  } finally {
    await clerk.context().close();
  }

  // The administrator takes the inbox role away from nobody but may deactivate the clerk: signed out everywhere.
  const row = page.getByTestId('staff-account-row').filter({ hasText: CLERK.username });
  await row.getByRole('button', { name: `${ku.accounts.deactivate}: ${CLERK.username}` }).click();
  await expect(row).toContainText(ku.accounts.inactive);

  // The audit log names what was done to the accounts.
  await openSection(page, 'ku', 'audit');
  await expect(page.getByTestId('staff-audit-row').filter({ hasText: 'account.created' }).first()).toBeVisible();
  await expect(page.getByTestId('staff-audit-row').filter({ hasText: 'account.deactivated' }).first()).toBeVisible();
});

test('two people at once: a save based on an older version is refused, naming who changed it, and nothing is overwritten', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  createStaffAccount(EDITOR);
  await signInToStudio(page, 'en', ADMIN);
  await openSection(page, 'en', 'services');
  const firstService = page.getByTestId('staff-content-row').first();
  await firstService.getByRole('button', { name: new RegExp(`^${en.content.edit}`) }).click();
  await expect(page).toHaveURL(/[?&]item=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('item'));

  const editor = await newStaffPage(browser, baseURL!);
  try {
    await signInToStudio(editor, 'en', EDITOR, `&section=services&item=${id}`);
    const theirs = editor.getByTestId('staff-editor');
    await expect(theirs.getByLabel(fieldLabel('en', 'description', 'en'), { exact: true })).not.toHaveValue('');

    // The administrator saves first.
    const mine = page.getByTestId('staff-editor');
    const adminText = `Saved first by the administrator ${stamp}.`;
    await mine.getByLabel(fieldLabel('en', 'description', 'en'), { exact: true }).fill(adminText);
    await page.getByTestId('staff-save').click();
    await expect(page.getByTestId('staff-saved')).toBeVisible();

    // The editor's save, based on the version before, is refused with the API's words naming the administrator.
    await theirs.getByLabel(fieldLabel('en', 'description', 'en'), { exact: true }).fill(`Saved second by the editor ${stamp}.`);
    await editor.getByTestId('staff-save').click();
    const conflict = editor.getByTestId('staff-conflict');
    await expect(conflict).toContainText(en.content.conflictTitle);
    await expect(conflict).toContainText(ADMIN.username);

    // Nothing overwritten: the draft holds the administrator's text; the editor's reload shows it.
    const stored = (await (await page.request.get(`/api/staff/content/services/${id}`)).json()) as StaffContentItem<'services'>;
    expect(stored.draft.descriptionEn).toBe(adminText);
    await conflict.getByRole('button', { name: en.reload }).click();
    await expect(theirs.getByLabel(fieldLabel('en', 'description', 'en'), { exact: true })).toHaveValue(adminText);
  } finally {
    await editor.context().close();
  }
});
