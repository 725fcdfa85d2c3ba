// Issue 36, points 3 and 9: media through the staff area's upload form, in a real browser against the real API. In
// Kurdish: a photo with its alt text in both languages is uploaded, put in a new project's gallery and published; the
// project's page shows it in the widths and formats the API made (srcset), with the upload's own width and height.
// Hostile files (an HTML page and an SVG renamed as pictures) are refused in the API's Sorani words; an upload with
// no Kurdish alt text never leaves the form. The studio needs the page's JavaScript (antd).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createStaffAccount } from '../support/staff-account.ts';
import { chooseUpload, fieldLabel, openSection, signInToStudio, studio, uploadPicture } from '../support/staff-studio.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PHOTO = readFileSync(path.join(ROOT, 'shell/public/assets/media/projects/equestrian-club/stables.jpg'));
const ADMIN = { username: 'e2e-media-admin', password: 'a long media password 1' };
const ku = studio.ku;

test.beforeAll(() => createStaffAccount(ADMIN));

async function fillAlts(page: Page, altEn: string, altKu: string): Promise<void> {
  await page.getByLabel(ku.media.altEn).fill(altEn);
  await page.getByLabel(ku.media.altKu).fill(altKu);
}

test('hostile uploads are refused in Sorani, as the API words them, and alt text in both languages is required', async ({ page }) => {
  await signInToStudio(page, 'ku', ADMIN);
  await openSection(page, 'ku', 'media');
  const problem = page.getByTestId('staff-media-problem');

  // No Kurdish alt text: the form says so and sends nothing.
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/staff/media')) uploads += 1;
  });
  await chooseUpload(page, { name: 'stables.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  await page.getByLabel(ku.media.altEn).fill('The stables');
  await page.getByTestId('staff-media-submit').click();
  await expect(page.getByText(ku.media.altRequired)).toBeVisible();
  expect(uploads).toBe(0);

  const hostile = [
    { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>') },
    {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
    },
  ];
  for (const file of hostile) {
    await chooseUpload(page, file);
    await fillAlts(page, 'A picture', 'وێنەیەک');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/staff/media') && response.request().method() === 'POST');
    await page.getByTestId('staff-media-submit').click();
    const refused = await answer;
    expect(refused.status(), file.name).toBe(400);
    const body = (await refused.json()) as { message: string };
    // The API's own words, in Sorani (asked for with Accept-Language: ckb), shown as they are.
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    await expect(problem).toContainText(body.message);
  }
});

test('a photo uploaded with alt text in both languages shows in a project’s gallery on its page, with srcset, width and height', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInToStudio(page, 'ku', ADMIN);
  await openSection(page, 'ku', 'media');
  const mediaPath = await uploadPicture(page, 'ku', { name: 'stables.jpg', mimeType: 'image/jpeg', buffer: PHOTO }, { en: 'The stables', ku: 'تەویلەکان' });
  expect(mediaPath).toMatch(/^\/api\/media\/[0-9a-f]{32}\/\d+x\d+\.jpg$/);
  const [, width, height] = /\/(\d+)x(\d+)\.jpg$/.exec(mediaPath)!;
  await expect(page.getByTestId('staff-media-row').first()).toContainText(mediaPath);

  // A new project with the photo as its picture and in its gallery, published.
  await openSection(page, 'ku', 'projects');
  await page.getByRole('button', { name: ku.content.add }).click();
  const editor = page.getByTestId('staff-editor');
  await editor.getByLabel(fieldLabel('ku', 'title', 'en'), { exact: true }).fill('E2E stables');
  await editor.getByLabel(fieldLabel('ku', 'title', 'ku'), { exact: true }).fill('تەویلەی تاقیکردنەوە');
  await editor.getByLabel(fieldLabel('ku', 'description', 'en'), { exact: true }).fill('Stables built for the end-to-end tests.');
  await editor.getByLabel(fieldLabel('ku', 'description', 'ku'), { exact: true }).fill('تەویلەیەک کە بۆ تاقیکردنەوەکان دروستکراوە.');
  await editor.getByLabel(ku.content.fields.image, { exact: true }).fill(mediaPath);
  await editor.getByRole('tab', { name: ku.content.tabs.gallery }).click();
  await editor.getByRole('button', { name: ku.content.addGalleryItem }).click();
  const item = editor.getByTestId('staff-gallery').getByRole('group', { name: ku.content.item.replace('{{n}}', '١'), exact: true });
  await item.getByLabel(ku.content.fields.galleryImage, { exact: true }).fill(mediaPath);
  await item.getByLabel(fieldLabel('ku', 'caption', 'en'), { exact: true }).fill('The stables');
  await item.getByLabel(fieldLabel('ku', 'caption', 'ku'), { exact: true }).fill('تەویلەکان');
  await page.getByTestId('staff-save').click();
  await expect(page.getByTestId('staff-saved')).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('item'));
  await page.getByTestId('staff-publish-open').click();
  await page.getByTestId('staff-publish').click();
  await expect(page.getByTestId('staff-published')).toBeVisible();
  await page.getByTestId('staff-publish').click();

  const visitor = await browser.newPage();
  try {
    await expect
      .poll(
        async () => {
          await visitor.goto(`/projects?lang=ku&project=${id}`);
          return visitor.locator('.project-media picture').count();
        },
        { timeout: 30_000 },
      )
      // The picture shown, and the two thumbnails: the project's own picture and its gallery's.
      .toBe(3);
    const picture = visitor.locator('.project-media picture:has(img.detail-dialog__media)');
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/api\/media\/[0-9a-f]{32}\/\d+w\.avif \d+w/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\/api\/media\/[0-9a-f]{32}\/\d+w\.webp \d+w/);
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('src', mediaPath);
    await expect(img).toHaveAttribute('width', width!);
    await expect(img).toHaveAttribute('height', height!);
    await expect(img).toHaveAttribute('alt', /\S/);
    // The browser fetched a variant the API made, and it is a picture.
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/api\/media\/[0-9a-f]{32}\/\d+w\.(avif|webp)$/);
  } finally {
    await visitor.close();
  }

  // Deactivated and published again: the public list is as seeded for the specs that follow.
  await editor.getByRole('tab', { name: ku.content.tabs.texts }).click();
  await editor.getByRole('checkbox', { name: ku.content.fields.isActive }).uncheck();
  await page.getByTestId('staff-save').click();
  await expect(page.getByTestId('staff-saved')).toBeVisible();
  await page.getByTestId('staff-publish-open').click();
  await page.getByTestId('staff-publish').click();
  await expect(page.getByTestId('staff-published')).toBeVisible();
});
