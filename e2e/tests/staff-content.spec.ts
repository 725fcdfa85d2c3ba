// Issue 36, points 2, 4, 5 and 9: staff edit the site's content in the staff area (/staff) as they will use it, in a
// real browser against the real API and database. A new product is a draft no visitor sees (its preview link shows
// it, never cached); published, it is on
// /products; its Kurdish title changed and published shows on /products?lang=ku; the history names who published
// what, field by field; a rollback brings back the version before. The studio needs the page's JavaScript (antd).
// Every item made here is deactivated and published again at the end, so the public lists are as seeded for the
// specs that follow.
import { expect, test, type Page } from '@playwright/test';
import { createStaffAccount } from '../support/staff-account.ts';
import { fieldLabel, openSection, signInToStudio, studio } from '../support/staff-studio.ts';

const ADMIN = { username: 'e2e-studio-admin', password: 'a long studio password 1' };
const en = studio.en;

test.beforeAll(() => createStaffAccount(ADMIN));

/** The public products page as a visitor opens it (a fresh page each time: what the server renders now). */
async function publicProductTitle(visitor: Page, id: number, lang: 'en' | 'ku'): Promise<string | null> {
  await visitor.goto(`/products?lang=${lang}`);
  const card = visitor.locator(`[data-product="${id}"]`);
  if ((await card.count()) === 0) return null;
  return card.getByRole('heading', { level: 3 }).textContent();
}

async function publish(page: Page): Promise<void> {
  await page.getByTestId('staff-publish-open').click();
  await page.getByTestId('staff-publish').click();
  await expect(page.getByTestId('staff-published')).toBeVisible();
  await page.getByTestId('staff-publish').click();
  await expect(page.getByTestId('staff-published')).toHaveCount(0);
}

async function save(page: Page): Promise<void> {
  await page.getByTestId('staff-save').click();
  await expect(page.getByTestId('staff-saved')).toBeVisible();
}

test('a new product is a draft no visitor sees; published with a Kurdish title changed, /products?lang=ku shows it; the history and a rollback', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const titleKu = 'بەردی تاقیکردنەوە';
  const newTitleKu = 'بەردی تاقیکردنەوەی نوێ';
  await signInToStudio(page, 'en', ADMIN);
  await openSection(page, 'en', 'products');
  await page.getByRole('button', { name: en.content.add }).click();

  const editor = page.getByTestId('staff-editor');
  await editor.getByLabel(fieldLabel('en', 'title', 'en'), { exact: true }).fill(`E2E paver ${stamp}`);
  await editor.getByLabel(fieldLabel('en', 'title', 'ku'), { exact: true }).fill(titleKu);
  await expect(editor.getByLabel(fieldLabel('en', 'title', 'ku'), { exact: true })).toHaveAttribute('dir', 'rtl');
  await expect(editor.getByLabel(fieldLabel('en', 'title', 'ku'), { exact: true })).toHaveAttribute('lang', 'ckb');
  await editor.getByLabel(fieldLabel('en', 'description', 'en'), { exact: true }).fill('A paver made by the end-to-end tests.');
  await editor.getByLabel(fieldLabel('en', 'description', 'ku'), { exact: true }).fill('بەردێکی ڕێگا کە تاقیکردنەوەکان دروستیان کردووە.');
  await editor.getByLabel(en.content.fields.image, { exact: true }).fill('/assets/media/products/rectangular-paver.jpg');
  await save(page);
  await expect(page).toHaveURL(/[?&]item=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('item'));

  // A draft no visitor sees: not on the page, not in the public API.
  const visitor = await browser.newPage();
  try {
    expect(await publicProductTitle(visitor, id, 'en')).toBeNull();
    const listed = (await (await visitor.request.get('/api/products')).json()) as { id: number }[];
    expect(listed.map((product) => product.id)).not.toContain(id);

    // Its preview: the public page with the draft in place, in each language, never cached and never indexed.
    await page.getByTestId('staff-preview').getByRole('button', { name: en.content.preview }).click();
    const previewKu = page.getByTestId('staff-preview-ku');
    await expect(previewKu).toHaveText(en.content.previewIn.replace('{{language}}', en.languages.ku));
    const previewed = await visitor.goto((await previewKu.getAttribute('href'))!);
    expect(previewed!.headers()['cache-control']).toBe('no-store');
    expect(await previewed!.text()).toMatch(/<meta name="robots" content="noindex"\/?>/);
    await expect(visitor.locator(`[data-product="${id}"]`).getByRole('heading', { level: 3 })).toHaveText(titleKu);
    expect(await publicProductTitle(visitor, id, 'ku')).toBeNull();

    await publish(page);
    await expect.poll(() => publicProductTitle(visitor, id, 'ku'), { timeout: 30_000 }).toBe(titleKu);

    // The Kurdish title changed and published: the Kurdish page shows it; the English one is unchanged.
    await editor.getByLabel(fieldLabel('en', 'title', 'ku'), { exact: true }).fill(newTitleKu);
    await save(page);
    expect(await publicProductTitle(visitor, id, 'ku')).toBe(titleKu);
    await publish(page);
    await expect.poll(() => publicProductTitle(visitor, id, 'ku'), { timeout: 30_000 }).toBe(newTitleKu);
    expect(await publicProductTitle(visitor, id, 'en')).toBe(`E2E paver ${stamp}`);

    // The history: two publishes, by this account, the latest changing titleKu from one title to the other.
    await editor.getByRole('tab', { name: en.content.tabs.history }).click();
    const versions = page.getByTestId('staff-version');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText(ADMIN.username);
    await versions.first().getByText(en.content.history.changeCount.replace('{{n}}', '')).click();
    const changes = versions.first().getByTestId('staff-changes');
    await expect(changes.getByRole('row', { name: /titleKu/ })).toContainText(titleKu);
    await expect(changes.getByRole('row', { name: /titleKu/ })).toContainText(newTitleKu);

    // One step back: visitors see the first title again, and the draft is that content.
    await page.getByTestId('staff-rollback-open').click();
    await page.getByTestId('staff-rollback').click();
    await expect(page.getByTestId('staff-rolled-back')).toBeVisible();
    await expect.poll(() => publicProductTitle(visitor, id, 'ku'), { timeout: 30_000 }).toBe(titleKu);
    await expect(page.getByTestId('staff-version')).toHaveCount(3);
    await editor.getByRole('tab', { name: en.content.tabs.texts }).click();
    await expect(editor.getByLabel(fieldLabel('en', 'title', 'ku'), { exact: true })).toHaveValue(titleKu);

    // Deactivated and published: gone from the public list again.
    await editor.getByRole('checkbox', { name: en.content.fields.isActive }).uncheck();
    await save(page);
    await publish(page);
    await expect.poll(() => publicProductTitle(visitor, id, 'en'), { timeout: 30_000 }).toBeNull();
  } finally {
    await visitor.close();
  }
});
