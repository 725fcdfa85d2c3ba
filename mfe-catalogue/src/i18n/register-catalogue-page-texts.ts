import { addAppTexts } from '@azmar/kit/i18n/i18n';
import { CATALOGUE_PAGES_NAMESPACE } from './catalogue-namespaces';
import { cataloguePagesEn } from './catalogue-pages.en';
import { cataloguePagesKu } from './catalogue-pages.ku';

/** The pages' own texts in both languages at once: for the server render and tests (a browser page: catalogue-texts.ts). */
export function registerCataloguePageTexts(): void {
  addAppTexts(CATALOGUE_PAGES_NAMESPACE, cataloguePagesEn, cataloguePagesKu);
}
