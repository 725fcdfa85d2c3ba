import { addAppTexts } from '@azmar/kit/i18n/i18n';
import { contactEn } from './contact.en';
import { contactKu } from './contact.ku';

export const CONTACT_NAMESPACE = 'contact';

export function registerContactTexts(): void {
  addAppTexts(CONTACT_NAMESPACE, contactEn, contactKu);
}
