import { addAppTexts, reloadAppTexts } from '@azmar/kit/i18n/i18n';
import { homeEn } from './home.en';
import { homeKu } from './home.ku';

export const HOME_NAMESPACE = 'home';

export function registerHomeTexts(): void {
  addAppTexts(HOME_NAMESPACE, homeEn, homeKu);
}

// Without this, an edited text file propagates up to the app entry and the dev server reloads the page.
import.meta.webpackHot?.accept(['./home.en', './home.ku'], () => reloadAppTexts(HOME_NAMESPACE, homeEn, homeKu));
