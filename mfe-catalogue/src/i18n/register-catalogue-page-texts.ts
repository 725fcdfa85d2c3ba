import { addAppTexts } from '@azmar/kit/i18n/i18n';
import { cataloguePagesEn } from './catalogue-pages.en';
import { cataloguePagesKu } from './catalogue-pages.ku';

/** Texts only the catalogue's own pages show; registered by the app entry, so home's sections never download them. */
export const CATALOGUE_PAGES_NAMESPACE = 'catalogue-pages';

export function registerCataloguePageTexts(): void {
  addAppTexts(CATALOGUE_PAGES_NAMESPACE, cataloguePagesEn, cataloguePagesKu);
}
