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
