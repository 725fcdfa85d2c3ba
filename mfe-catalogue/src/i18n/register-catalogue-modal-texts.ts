import { addAppTexts } from '@azmar/kit/i18n/i18n';
import { catalogueModalsEn } from './catalogue-modals.en';
import { catalogueModalsKu } from './catalogue-modals.ku';

/** Texts of the modals; imported only by the lazily loaded modal modules, so they arrive with the modal code. */
export const CATALOGUE_MODALS_NAMESPACE = 'catalogue-modals';

export function registerCatalogueModalTexts(): void {
  addAppTexts(CATALOGUE_MODALS_NAMESPACE, catalogueModalsEn, catalogueModalsKu);
}
