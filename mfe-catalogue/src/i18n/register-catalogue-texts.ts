import { addAppTexts } from '@azmar/kit/i18n/i18n';
import { CATALOGUE_NAMESPACE } from './catalogue-namespaces';
import { catalogueEn } from './catalogue.en';
import { catalogueKu } from './catalogue.ku';

/** The cards' and sections' texts in both languages at once: for the server render and tests (a browser page: catalogue-texts.ts). */
export function registerCatalogueTexts(): void {
  addAppTexts(CATALOGUE_NAMESPACE, catalogueEn, catalogueKu);
}
