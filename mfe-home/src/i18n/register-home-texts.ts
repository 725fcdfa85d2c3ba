import { addAppTexts } from '@azmar/kit/i18n/i18n';
import { homeEn } from './home.en';
import { homeKu } from './home.ku';

export const HOME_NAMESPACE = 'home';

export function registerHomeTexts(): void {
  addAppTexts(HOME_NAMESPACE, homeEn, homeKu);
}
