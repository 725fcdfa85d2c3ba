import { addAppTexts } from '@azmar/kit/i18n/i18n';
import { CONTACT_NAMESPACE, INBOX_NAMESPACE } from './contact-texts';
import { contactEn } from './contact.en';
import { contactKu } from './contact.ku';
import { inboxEn } from './inbox.en';
import { inboxKu } from './inbox.ku';

/** The contact page's and the inbox's texts in both languages at once: for the server render and tests (a browser page: contact-texts.ts). */
export function registerContactTexts(): void {
  addAppTexts(CONTACT_NAMESPACE, contactEn, contactKu);
  addAppTexts(INBOX_NAMESPACE, inboxEn, inboxKu);
}
