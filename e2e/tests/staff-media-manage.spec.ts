// Issue 36, points 3 and 5: uploads looked after in the media section as staff do it (a real browser, the real API and
// database), the studio in Kurdish (right to left). An upload's alt text is changed; an upload no item uses is deleted
// with its files; one an item's draft uses is refused with the API's Sorani words and the item named; both actions
// are in the audit log.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { STAFF_TEXTS } from '../../api/src/staff/staff-texts.ts';
import { createStaffAccount } from '../support/staff-account.ts';
import { fillTexts, openSection, saveDraft, signInToStudio, studio, uploadPicture } from '../support/staff-studio.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const photo = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: readFileSync(path.join(ROOT, 'shell/public/assets/media/projects/bazian-conveyors', name)),
});
const ADMIN = { username: 'e2e-manage-admin', password: 'a long manage password 1' };
const ku = studio.ku;

test.beforeAll(() => createStaffAccount(ADMIN));

const row = (page: Page, name: string) => page.getByTestId('staff-media-row').filter({ hasText: name });

test('an upload’s alt text changed and an unused upload deleted; one an item uses is refused, naming the item; both in the audit log', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToStudio(page, 'ku', ADMIN);
  await openSection(page, 'ku', 'media');

  // The alt text of an upload, changed in both languages.
  const spare = photo('night-shift.jpg');
  const sparePath = await uploadPicture(page, 'ku', spare, { en: 'Night shift', ku: 'نۆرەی شەو' });
  await page.getByRole('button', { name: ku.media.editAltLabel.replace('{{name}}', spare.name), exact: true }).click();
  const altDialog = page.getByRole('dialog', { name: ku.media.editAltTitle.replace('{{name}}', spare.name) });
  await expect(altDialog.getByLabel(ku.media.altKu)).toHaveValue('نۆرەی شەو');
  await altDialog.getByLabel(ku.media.altKu).fill('');
  await page.getByTestId('staff-media-alt-save').click();
  await expect(altDialog.getByText(ku.media.altRequired)).toBeVisible();
  await altDialog.getByLabel(ku.media.altEn).fill('The conveyor at night');
  await altDialog.getByLabel(ku.media.altKu).fill('گواستەرەوەکە لە شەودا');
  await page.getByTestId('staff-media-alt-save').click();
  await expect(altDialog).toBeHidden();
  await expect(row(page, spare.name)).toContainText('The conveyor at night');
  await expect(row(page, spare.name)).toContainText('گواستەرەوەکە لە شەودا');

  // Deleted: gone from the list, and its address answers 404.
  const deleteButton = page.getByRole('button', { name: ku.media.deleteLabel.replace('{{name}}', spare.name), exact: true });
  await deleteButton.click();
  const deleteDialog = page.getByRole('dialog', { name: ku.media.deleteTitle.replace('{{name}}', spare.name) });
  await expect(deleteDialog).toContainText(ku.media.deleteHelp);
  await page.getByTestId('staff-media-delete').click();
  await expect(deleteDialog).toBeHidden();
  await expect(row(page, spare.name)).toHaveCount(0);
  expect((await page.request.get(sparePath)).status()).toBe(404);

  // An upload a new product's draft shows: refused, and the product named.
  const used = photo('drive-station.jpg');
  const usedPath = await uploadPicture(page, 'ku', used, { en: 'The drive station', ku: 'وێستگەی بزوێنەر' });
  await openSection(page, 'ku', 'products');
  await page.getByRole('button', { name: ku.content.add }).click();
  const titleKu = `بەرهەمی وێنەدار ${Date.now().toString(36)}`;
  await fillTexts(page, 'ku', {
    titleEn: 'E2E product with an upload',
    titleKu,
    descriptionEn: 'Uses an upload.',
    descriptionKu: 'وێنەیەکی بارکراو بەکاردەهێنێت.',
  });
  await page.getByTestId('staff-editor').getByLabel(ku.content.fields.image, { exact: true }).fill(usedPath);
  await saveDraft(page);
  await openSection(page, 'ku', 'media');
  await page.getByRole('button', { name: ku.media.deleteLabel.replace('{{name}}', used.name), exact: true }).click();
  await page.getByTestId('staff-media-delete').click();
  const problem = page.getByTestId('staff-media-delete-problem');
  await expect(problem).toContainText(STAFF_TEXTS['media.in-use'].ku);
  await expect(problem.getByTestId('staff-media-uses')).toHaveText(
    ku.media.usedIn.replace('{{section}}', ku.sections.products).replace('{{title}}', titleKu).replace('{{where}}', ku.media.usedWhere.draft),
  );
  await expect(page.getByTestId('staff-media-delete')).toBeDisabled();
  await page.getByRole('dialog').getByRole('button', { name: ku.accounts.cancel }).click();
  await expect(row(page, used.name)).toHaveCount(1);
  expect((await page.request.get(usedPath)).status()).toBe(200);

  // The audit log: the alt text change and the deletion, by this account.
  await openSection(page, 'ku', 'audit');
  const entries = page.getByTestId('staff-audit-row');
  await expect(entries.filter({ hasText: 'media.deleted' }).first()).toContainText(ADMIN.username);
  await expect(entries.filter({ hasText: 'media.alt-changed' }).first()).toContainText(ADMIN.username);
  await expect(entries.filter({ hasText: 'media.alt-changed' }).first()).toContainText('گواستەرەوەکە لە شەودا');
});
