import { addAppTexts } from '@azmar/kit/i18n/i18n';
import { catalogueEn } from './catalogue.en';
import { catalogueKu } from './catalogue.ku';

export const CATALOGUE_NAMESPACE = 'catalogue';

export function registerCatalogueTexts(): void {
  addAppTexts(CATALOGUE_NAMESPACE, catalogueEn, catalogueKu);
}
