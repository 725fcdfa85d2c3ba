import { addAppTexts, reloadAppTexts } from '@azmar/kit/i18n/i18n';
import { contactEn } from './contact.en';
import { contactKu } from './contact.ku';

export const CONTACT_NAMESPACE = 'contact';

export function registerContactTexts(): void {
  addAppTexts(CONTACT_NAMESPACE, contactEn, contactKu);
}

// Without this, an edited text file propagates up to the app entry and the dev server reloads the page.
import.meta.webpackHot?.accept(['./contact.en', './contact.ku'], () => reloadAppTexts(CONTACT_NAMESPACE, contactEn, contactKu));
