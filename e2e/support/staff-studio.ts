// The staff area (/staff) as staff use it, for the staff-*.spec.ts files: sign in through its form, open a section from
// its menu, and the texts each step is found by (the studio's own text files, so a changed word changes the tests too).
import { expect, type Page } from '@playwright/test';
import { inboxEn } from '../../mfe-contact/src/i18n/inbox.en.ts';
import { inboxKu } from '../../mfe-contact/src/i18n/inbox.ku.ts';
import { staffEn } from '../../mfe-contact/src/i18n/staff.en.ts';
import { staffKu } from '../../mfe-contact/src/i18n/staff.ku.ts';
import type { Lang } from './site-texts.ts';

export const studio = { en: staffEn.staff, ku: staffKu.staff };
const signInTexts = { en: inboxEn.inbox.signIn, ku: inboxKu.inbox.signIn };

export type StudioSection = keyof typeof staffEn.staff.sections;

/** Opens /staff in `lang`, signs in as `account` and waits for the studio (this needs the page's JavaScript). */
export async function signInToStudio(page: Page, lang: Lang, account: { username: string; password: string }, search = ''): Promise<void> {
  await page.goto(`/staff?lang=${lang}${search}`);
  await expect(page.locator('#remote-outlet')).toHaveAttribute('data-remote-status', 'mounted');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByLabel(signInTexts[lang].username).fill(account.username);
  await page.getByLabel(signInTexts[lang].password).fill(account.password);
  await page.getByRole('button', { name: signInTexts[lang].submit }).click();
  await expect(page.getByTestId('staff-bar')).toContainText(account.username);
}

/** Opens a section from the studio's menu. */
export async function openSection(page: Page, lang: Lang, section: StudioSection): Promise<void> {
  await page.getByRole('navigation', { name: studio[lang].nav }).getByRole('menuitem', { name: studio[lang].sections[section] }).click();
  await expect(page).toHaveURL(new RegExp(`section=${section}`));
}

/** A field of the open editor by its label in the staff member's language: `Title (Kurdish)`. */
export function fieldLabel(lang: Lang, field: keyof typeof staffEn.staff.content.fields, language: 'en' | 'ku'): string {
  const texts = studio[lang];
  return texts.content.inLanguage.replace('{{field}}', texts.content.fields[field]).replace('{{language}}', texts.languages[language]);
}

/** Saves the open editor's draft and waits for the studio to say it is saved. */
export async function saveDraft(page: Page): Promise<void> {
  await page.getByTestId('staff-save').click();
  await expect(page.getByTestId('staff-saved')).toBeVisible();
}

/**
 * Publishes the open item in `languages` (both unless told), the publish dialog's language boxes ticked to match,
 * and closes the dialog once it says the item is published.
 */
export async function publishItem(page: Page, lang: Lang, languages: readonly Lang[] = ['en', 'ku']): Promise<void> {
  await page.getByTestId('staff-publish-open').click();
  const dialog = page.getByRole('dialog');
  for (const language of ['en', 'ku'] as const) {
    await dialog.getByRole('checkbox', { name: studio[lang].languages[language], exact: true }).setChecked(languages.includes(language));
  }
  await page.getByTestId('staff-publish').click();
  await expect(page.getByTestId('staff-published')).toBeVisible();
  await page.getByTestId('staff-publish').click();
  await expect(page.getByTestId('staff-published')).toHaveCount(0);
}

/** A new item's title and description in both languages, typed into the open editor's texts tab. */
export async function fillTexts(
  page: Page,
  lang: Lang,
  texts: { titleEn: string; titleKu: string; descriptionEn: string; descriptionKu: string },
): Promise<void> {
  const editor = page.getByTestId('staff-editor');
  await editor.getByLabel(fieldLabel(lang, 'title', 'en'), { exact: true }).fill(texts.titleEn);
  await editor.getByLabel(fieldLabel(lang, 'title', 'ku'), { exact: true }).fill(texts.titleKu);
  await editor.getByLabel(fieldLabel(lang, 'description', 'en'), { exact: true }).fill(texts.descriptionEn);
  await editor.getByLabel(fieldLabel(lang, 'description', 'ku'), { exact: true }).fill(texts.descriptionKu);
}

/** Unticks "Shown to visitors" and publishes: the item leaves the public lists, as seeded for the specs that follow. */
export async function hideAndPublish(page: Page, lang: Lang, languages: readonly Lang[] = ['en', 'ku']): Promise<void> {
  const editor = page.getByTestId('staff-editor');
  await editor.getByRole('tab', { name: studio[lang].content.tabs.texts }).click();
  await editor.getByRole('checkbox', { name: studio[lang].content.fields.isActive }).uncheck();
  await saveDraft(page);
  await publishItem(page, lang, languages);
}

/** Chooses an option of an antd Select by its label: the field is a combobox, its options a list that opens below it. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
}

/** A file as a browser hands it to the upload form. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Chooses a file in the media section's upload form and waits until the form names it. */
export async function chooseUpload(page: Page, file: ChosenFile): Promise<void> {
  await page.getByTestId('staff-media-upload').locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByTestId('staff-media-upload')).toContainText(file.name);
}

/** Uploads a picture with its alt text in both languages from the (open) media section; gives its path. */
export async function uploadPicture(page: Page, lang: Lang, file: ChosenFile, alt: { en: string; ku: string }): Promise<string> {
  await chooseUpload(page, file);
  await page.getByLabel(studio[lang].media.altEn).fill(alt.en);
  await page.getByLabel(studio[lang].media.altKu).fill(alt.ku);
  await page.getByTestId('staff-media-submit').click();
  const uploaded = page.getByTestId('staff-media-uploaded');
  await expect(uploaded).toBeVisible();
  return (await uploaded.locator('code').textContent())!.trim();
}
