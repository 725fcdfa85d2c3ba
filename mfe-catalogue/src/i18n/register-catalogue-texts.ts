import { addAppTexts, reloadAppTexts } from '@azmar/kit/i18n/i18n';
import { catalogueEn } from './catalogue.en';
import { catalogueKu } from './catalogue.ku';

export const CATALOGUE_NAMESPACE = 'catalogue';

export function registerCatalogueTexts(): void {
  addAppTexts(CATALOGUE_NAMESPACE, catalogueEn, catalogueKu);
}

// Without this, an edited text file propagates up to the app entry and the dev server reloads the page.
import.meta.webpackHot?.accept(['./catalogue.en', './catalogue.ku'], () => reloadAppTexts(CATALOGUE_NAMESPACE, catalogueEn, catalogueKu));
