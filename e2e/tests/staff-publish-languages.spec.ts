// Issue 36, point 4, and docs/product.md §17: publishing one language at a time, in the staff area as staff use it
// (a real browser, the real API and database), with the studio in Kurdish (right to left). A product written in
// English only is saved as a draft; the publish dialog names its empty Kurdish fields; a publish that would leave a
// title or description empty is refused in the API's Sorani words and visitors see nothing. Later, with the English
// title changed and the Kurdish one emptied, English alone is published: the English page shows the new title and
// the Kurdish page keeps the Kurdish title visitors saw. The product is hidden again at the end.
import { expect, test, type Page } from '@playwright/test';
import { STAFF_TEXTS } from '../../api/src/staff/staff-texts.ts';
import type { Lang } from '../support/site-texts.ts';
import { createStaffAccount } from '../support/staff-account.ts';
import { fieldLabel, hideAndPublish, openSection, publishItem, saveDraft, signInToStudio, studio } from '../support/staff-studio.ts';

const ADMIN = { username: 'e2e-languages-admin', password: 'a long languages password 1' };
const ku = studio.ku;

test.beforeAll(() => createStaffAccount(ADMIN));

/** The product's title on the public page as the server renders it now (no script runs); null when visitors do not see it. */
async function publicTitle(visitor: Page, id: number, lang: Lang): Promise<string | null> {
  await visitor.goto(`/products?lang=${lang}`);
  const card = visitor.locator(`[data-product="${id}"]`);
  if ((await card.count()) === 0) return null;
  return card.getByRole('heading', { level: 3 }).textContent();
}

/** Opens the publish dialog, ticks `languages` only, presses Publish and expects the API's refusal naming `fields`. */
async function expectRefusedPublish(page: Page, languages: readonly Lang[], fields: string[]): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (const language of ['en', 'ku'] as const) {
    await dialog.getByRole('checkbox', { name: ku.languages[language], exact: true }).setChecked(languages.includes(language));
  }
  const answer = page.waitForResponse((response) => /\/publish$/.test(response.url()) && response.request().method() === 'POST');
  await page.getByTestId('staff-publish').click();
  const refused = await answer;
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as { code: string; message: string };
  expect(body).toMatchObject({ code: 'content.incomplete', message: STAFF_TEXTS['content.incomplete'].ku });
  const problem = page.getByTestId('staff-publish-problem');
  await expect(problem).toContainText(body.message);
  for (const field of fields) await expect(problem.getByTestId('staff-missing-ku')).toContainText(field);
  await expect(problem.getByTestId('staff-missing-en')).toHaveCount(0);
}

test('English first, Kurdish later: the publish dialog names the empty Kurdish fields, refuses an empty title, and publishes English alone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const stamp = Date.now().toString(36);
  const titleEn = `E2E one language ${stamp}`;
  const titleKu = `بەرهەمی یەک زمان ${stamp}`;
  await signInToStudio(page, 'ku', ADMIN);
  await openSection(page, 'ku', 'products');
  await page.getByRole('button', { name: ku.content.add }).click();
  const editor = page.getByTestId('staff-editor');

  // English only: the draft is saved with the Kurdish title and description empty.
  await editor.getByLabel(fieldLabel('ku', 'title', 'en'), { exact: true }).fill(titleEn);
  await editor.getByLabel(fieldLabel('ku', 'description', 'en'), { exact: true }).fill('A product written in English first.');
  await editor.getByLabel(ku.content.fields.image, { exact: true }).fill('/assets/media/products/rectangular-paver.jpg');
  await saveDraft(page);
  const id = Number(new URL(page.url()).searchParams.get('item'));

  // The dialog names the empty Kurdish fields, and none in English.
  await page.getByTestId('staff-publish-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('staff-missing-ku')).toContainText('titleKu');
  await expect(dialog.getByTestId('staff-missing-ku')).toContainText('descriptionKu');
  await expect(dialog.getByTestId('staff-missing-en')).toHaveCount(0);
  // Never published, so English alone would still show an item with no Kurdish title: refused, nothing shown.
  await expectRefusedPublish(page, ['en'], ['titleKu', 'descriptionKu']);
  await dialog.getByRole('button', { name: ku.accounts.cancel }).click();
  expect(await publicTitle(visitor, id, 'en')).toBeNull();

  // The Kurdish written in: published in both languages.
  await editor.getByLabel(fieldLabel('ku', 'title', 'ku'), { exact: true }).fill(titleKu);
  await editor.getByLabel(fieldLabel('ku', 'description', 'ku'), { exact: true }).fill('بەرهەمێک کە سەرەتا بە ئینگلیزی نووسرا.');
  await saveDraft(page);
  await publishItem(page, 'ku');
  await expect.poll(() => publicTitle(visitor, id, 'ku'), { timeout: 30_000 }).toBe(titleKu);

  // A new English title, the Kurdish one emptied: both languages refused, English alone published.
  await editor.getByLabel(fieldLabel('ku', 'title', 'en'), { exact: true }).fill(`${titleEn} v2`);
  await editor.getByLabel(fieldLabel('ku', 'title', 'ku'), { exact: true }).fill('');
  await saveDraft(page);
  await page.getByTestId('staff-publish-open').click();
  await expect(dialog.getByTestId('staff-missing-ku')).toContainText('titleKu');
  await expectRefusedPublish(page, ['en', 'ku'], ['titleKu']);
  await dialog.getByRole('checkbox', { name: ku.languages.ku, exact: true }).uncheck();
  await page.getByTestId('staff-publish').click();
  await expect(page.getByTestId('staff-published')).toBeVisible();
  // What visitors now see has no empty field: the Kurdish title they saw is kept.
  await expect(dialog.getByTestId('staff-missing-none')).toBeVisible();
  await page.getByTestId('staff-publish').click();
  await expect.poll(() => publicTitle(visitor, id, 'en'), { timeout: 30_000 }).toBe(`${titleEn} v2`);
  expect(await publicTitle(visitor, id, 'ku')).toBe(titleKu);

  // The history says which language that publish was.
  await editor.getByRole('tab', { name: ku.content.tabs.history }).click();
  // Its cells: number, action, languages.
  await expect(page.getByTestId('staff-version').first().getByRole('cell').nth(2)).toHaveText(ku.languages.en);

  // Hidden again (English alone: the Kurdish title is still empty in the draft).
  await hideAndPublish(page, 'ku', ['en']);
  await expect.poll(() => publicTitle(visitor, id, 'en'), { timeout: 30_000 }).toBeNull();
  await visitor.context().close();
});
