import { addAppTexts } from '@azmar/kit/i18n/i18n';
import { HOME_NAMESPACE } from './home-texts';
import { homeEn } from './home.en';
import { homeKu } from './home.ku';

/** Home's texts in both languages at once: for the server render and tests (a browser page: home-texts.ts). */
export function registerHomeTexts(): void {
  addAppTexts(HOME_NAMESPACE, homeEn, homeKu);
}
