// Shared by the contact specs (SQLite and MariaDB runs): the admin token the e2e API is started with, the
// form's fields by their visible labels, and reading back what the API stored.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ContactMessage } from '@azmar/contract/content/contact-message';
import { contactEn } from '../../mfe-contact/src/i18n/contact.en.ts';
import { contactKu } from '../../mfe-contact/src/i18n/contact.ku.ts';
import { E2E_ADMIN_TOKEN } from './e2e-admin-token.ts';
import { common, type Lang } from './site-texts.ts';

export const contact = { en: contactEn.contact, ku: contactKu.contact };

export interface ContactFields {
  name: Locator;
  email: Locator;
  phone: Locator;
  message: Locator;
  send: Locator;
}

export function contactFields(page: Page, lang: Lang): ContactFields {
  const form = page.getByTestId('contact-form');
  const texts = contact[lang].form;
  return {
    name: form.getByLabel(texts.name, { exact: true }),
    email: form.getByLabel(texts.email, { exact: true }),
    phone: form.getByLabel(texts.phone),
    message: form.getByLabel(texts.message, { exact: true }),
    send: form.getByRole('button', { name: common[lang].actions.send }),
  };
}

/**
 * Opens /contact and waits until the page is fully loaded (lazy chunks such as antd's Sorani locale arrived): WAITS FOR
 * THE PAGE'S CODE (network idle). For specs about what only the code does (toasts, errors shown in place); the form
 * posts to its own page before the code, so a visitor's journey opens /contact with `page.goto` and acts at once.
 */
export async function openContact(page: Page): Promise<ContactFields> {
  await page.goto('/contact');
  await expect(page.getByTestId('contact-form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const lang = (await page.locator('html').getAttribute('lang')) === 'ckb' ? 'ku' : 'en';
  return contactFields(page, lang);
}

export async function fillContactForm(fields: ContactFields, values: { name: string; email: string; phone?: string; message: string }): Promise<void> {
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  if (values.phone !== undefined) await fields.phone.fill(values.phone);
  await fields.message.fill(values.message);
}

export async function storedContactMessages(request: APIRequestContext): Promise<ContactMessage[]> {
  const response = await request.get('/api/contact', { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ContactMessage[];
}

export function toast(page: Page): Locator {
  return page.getByTestId('toast');
}

export function toastRegion(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: common[lang].toast.regionLabel, exact: true });
}

/**
 * Sends one message through the page in `lang` and finds it among the stored rows, with the language of
 * the interface it was written in. Each run uses a unique address, so rows of earlier runs never match.
 * WAITS FOR THE PAGE'S CODE (`openContact`): it checks the success toast and the form cleared in place.
 */
export async function sendAndReadBack(page: Page, request: APIRequestContext, lang: Lang): Promise<ContactMessage> {
  const fields = await openContact(page);
  const unique = `${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const values =
    lang === 'ku'
      ? { name: 'شیلان عەزیز', email: `shilan.${unique}@example.com`, phone: '0750 123 4567', message: 'داوای نرخی بلۆکی شۆستە دەکەین بۆ حەوشەی قوتابخانەیەک.' }
      : { name: 'Shvan Aziz', email: `shvan.${unique}@example.com`, phone: '', message: 'We would like a quote for paver blocks for a school yard.' };
  await fillContactForm(fields, values);
  await fields.send.click();
  await expect(toast(page)).toContainText(common[lang].contactResult.success);
  // Success clears the form.
  await expect(fields.name).toHaveValue('');
  await expect(fields.message).toHaveValue('');

  const row = (await storedContactMessages(request)).find((message) => message.email === values.email);
  expect(row, `a stored row for ${values.email}`).toBeDefined();
  expect(row).toMatchObject({ name: values.name, message: values.message, language: lang, phone: values.phone || null });
  return row as ContactMessage;
}

/** The signed one-time token in a contact page's HTML (the form's hidden `formToken`), as the server rendered it. */
export function formTokenIn(html: string): string {
  const token = /name="formToken" value="([^"]*)"/.exec(html)?.[1];
  if (!token) throw new Error('the contact page holds no form token');
  return token;
}

/** A fresh form token, as a visitor's browser gets it: by opening the contact page. */
export async function freshFormToken(request: APIRequestContext, lang: 'en' | 'ku' = 'en'): Promise<string> {
  return formTokenIn(await (await request.get(`/contact?lang=${lang}`)).text());
}
