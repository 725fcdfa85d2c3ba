import { addAppTexts, reloadAppTexts } from '@azmar/kit/i18n/i18n';
import { aboutEn } from './about.en';
import { aboutKu } from './about.ku';

/** The About page's texts below its hero: registered by that page's own chunk, so home's first load does not carry them. */
export const ABOUT_NAMESPACE = 'about';

export function registerAboutTexts(): void {
  addAppTexts(ABOUT_NAMESPACE, aboutEn, aboutKu);
}

import.meta.webpackHot?.accept(['./about.en', './about.ku'], () => reloadAppTexts(ABOUT_NAMESPACE, aboutEn, aboutKu));
