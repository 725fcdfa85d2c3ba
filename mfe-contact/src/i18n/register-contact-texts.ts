import { addAppTexts, reloadAppTexts } from '@azmar/kit/i18n/i18n';
import { contactEn } from './contact.en';
import { contactKu } from './contact.ku';
import { inboxEn } from './inbox.en';
import { inboxKu } from './inbox.ku';

export const CONTACT_NAMESPACE = 'contact';
/** The staff inbox's texts (/inbox): a namespace of their own, loaded with the remote like the contact page's. */
export const INBOX_NAMESPACE = 'inbox';

export function registerContactTexts(): void {
  addAppTexts(CONTACT_NAMESPACE, contactEn, contactKu);
  addAppTexts(INBOX_NAMESPACE, inboxEn, inboxKu);
}

// Without this, an edited text file propagates up to the app entry and the dev server reloads the page.
import.meta.webpackHot?.accept(['./contact.en', './contact.ku'], () => reloadAppTexts(CONTACT_NAMESPACE, contactEn, contactKu));
import.meta.webpackHot?.accept(['./inbox.en', './inbox.ku'], () => reloadAppTexts(INBOX_NAMESPACE, inboxEn, inboxKu));
