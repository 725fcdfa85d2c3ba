// Issue 36, points 2, 3 and 9: the media picker, in the staff area as staff use it (a real browser, the real API and
// database). A photo uploaded in the media section is chosen, not pasted, into a new project's picture (by keyboard,
// after a search by its Kurdish alt text) and into its gallery (by a click, after a search by its file name); published,
// the project's details on the public page show it in the gallery. axe's full gate finds nothing on the open picker,
// in Kurdish and in English; a path can still be typed; Escape closes the picker and gives focus back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { openDialog } from '../support/catalogue-content.ts';
import type { Lang } from '../support/site-texts.ts';
import { createStaffAccount } from '../support/staff-account.ts';
import { fieldLabel, fillTexts, hideAndPublish, openSection, publishItem, saveDraft, signInToStudio, studio, uploadPicture } from '../support/staff-studio.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ARENA = {
  name: 'arena.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync(path.join(ROOT, 'shell/public/assets/media/projects/equestrian-club/arena.jpg')),
};
const ALT = { en: 'The riding arena', ku: 'گۆڕەپانی سواری' };
const ADMIN = { username: 'e2e-picker-admin', password: 'a long picker password 1' };

test.beforeAll(() => createStaffAccount(ADMIN));

/** Uploads the arena photo (the same bytes answer the upload already stored) and opens a new project's editor. */
async function newProjectWithUpload(page: Page, lang: Lang): Promise<string> {
  await signInToStudio(page, lang, ADMIN);
  await openSection(page, lang, 'media');
  const mediaPath = await uploadPicture(page, lang, ARENA, ALT);
  expect(mediaPath).toMatch(/^\/api\/media\/[0-9a-f]{32}\/\d+x\d+\.jpg$/);
  await openSection(page, lang, 'projects');
  await page.getByRole('button', { name: studio[lang].content.add }).click();
  return mediaPath;
}

const pickerButton = (page: Page, lang: Lang, field: string) =>
  page.getByTestId('staff-editor').getByRole('button', { name: studio[lang].content.picker.openLabel.replace('{{field}}', field), exact: true });

test('a photo chosen from the media library (Kurdish, by keyboard and by click) goes into a project’s picture and gallery, and shows on the public page', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const ku = studio.ku;
  const mediaPath = await newProjectWithUpload(page, 'ku');
  const stamp = Date.now().toString(36);
  const project = {
    titleEn: `E2E picked arena ${stamp}`,
    titleKu: `گۆڕەپانی هەڵبژێردراو ${stamp}`,
    descriptionEn: 'A project whose pictures were chosen from the media library.',
    descriptionKu: 'پڕۆژەیەک کە وێنەکانی لە وێنە و ڤیدیۆکان هەڵبژێردران.',
  };
  await fillTexts(page, 'ku', project);
  const editor = page.getByTestId('staff-editor');

  // The picture, by keyboard: open, search by the Kurdish alt text, Tab to the upload, Enter.
  const opener = pickerButton(page, 'ku', ku.content.fields.image);
  await opener.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: ku.content.picker.title });
  await expect(picker).toBeVisible();
  const search = picker.getByLabel(ku.content.picker.search);
  await expect(search).toBeFocused();
  await expect(picker.getByTestId('staff-media-choice').first()).toBeVisible();
  await expectNoA11yViolations(page, '/staff media picker open (ku)');
  await search.fill('هیچ شتێکی وا نییە');
  await expect(picker.getByTestId('staff-media-picker-none')).toHaveText(ku.content.picker.none);
  await search.fill(ALT.ku);
  const choices = picker.getByTestId('staff-media-choice');
  await expect(choices).toHaveCount(1);
  // Its thumbnail with the alt text in the staff member's language, and the file's name.
  await expect(choices).toHaveAccessibleName(new RegExp(`^${ALT.ku}\\s*${ARENA.name.replace('.', '\\.')}$`));
  await expect(choices.locator('img')).toHaveAttribute('src', /\/api\/media\/[0-9a-f]{32}\/\d+w\.webp$/);
  // Tab from the search box goes straight to the first upload.
  await page.keyboard.press('Tab');
  await expect(choices).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(editor.getByLabel(ku.content.fields.image, { exact: true })).toHaveValue(mediaPath);
  await expect(opener).toBeFocused();

  // The gallery, by a click after a search by the file's name.
  await editor.getByRole('tab', { name: ku.content.tabs.gallery }).click();
  await editor.getByRole('button', { name: ku.content.addGalleryItem }).click();
  const itemName = ku.content.item.replace('{{n}}', '١');
  const item = editor.getByTestId('staff-gallery').getByRole('group', { name: itemName, exact: true });
  await pickerButton(page, 'ku', `${itemName}: ${ku.content.fields.galleryImage}`).click();
  await expect(picker).toBeVisible();
  await picker.getByLabel(ku.content.picker.search).fill('ARENA');
  await expect(choices).toHaveCount(1);
  await choices.click();
  await expect(picker).toBeHidden();
  await expect(item.getByLabel(ku.content.fields.galleryImage, { exact: true })).toHaveValue(mediaPath);
  await item.getByLabel(fieldLabel('ku', 'caption', 'en'), { exact: true }).fill(ALT.en);
  await item.getByLabel(fieldLabel('ku', 'caption', 'ku'), { exact: true }).fill(ALT.ku);
  // Opened again, the picker marks the upload the field holds.
  await pickerButton(page, 'ku', `${itemName}: ${ku.content.fields.galleryImage}`).click();
  await picker.getByLabel(ku.content.picker.search).fill(ARENA.name);
  await expect(choices).toHaveCount(1);
  await expect(choices).toHaveAttribute('aria-current', 'true');
  await expect(choices).toContainText(ku.content.picker.chosen);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  await saveDraft(page);
  const id = Number(new URL(page.url()).searchParams.get('item'));
  await publishItem(page, 'ku');

  // The project's details as the server renders them: the picture, and the gallery's thumbnails both the upload.
  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  try {
    await expect
      .poll(
        async () => {
          await visitor.goto(`/projects?lang=ku&project=${id}`);
          return openDialog(visitor).locator('[data-part="media"] img.detail-dialog__media').getAttribute('src');
        },
        { timeout: 30_000 },
      )
      .toBe(mediaPath);
    const thumbnails = openDialog(visitor).locator('[data-part="media"] [data-part="thumbnails"] button');
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.nth(1).locator('img')).toHaveAttribute('src', mediaPath);
  } finally {
    await visitor.context().close();
  }

  await hideAndPublish(page, 'ku');
});

test('the open media picker in English: axe finds nothing; a typed path still works; Escape gives focus back', async ({ page }) => {
  test.setTimeout(120_000);
  const en = studio.en;
  await newProjectWithUpload(page, 'en');
  const editor = page.getByTestId('staff-editor');
  const opener = pickerButton(page, 'en', en.content.fields.image);
  await opener.click();
  const picker = page.getByRole('dialog', { name: en.content.picker.title });
  await expect(picker.getByTestId('staff-media-choice').first()).toBeVisible();
  await expect(picker.getByTestId('staff-media-choice').filter({ hasText: ALT.en }).first()).toBeVisible();
  await expectNoA11yViolations(page, '/staff media picker open (en)');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(opener).toBeFocused();
  // Typing a path stays possible: the site's own pictures are not uploads.
  const field = editor.getByLabel(en.content.fields.image, { exact: true });
  await field.fill('/assets/media/projects/equestrian-club/arena.jpg');
  await expect(field).toHaveValue('/assets/media/projects/equestrian-club/arena.jpg');
});
