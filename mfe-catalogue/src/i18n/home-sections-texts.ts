import { reloadTexts, type TextsLoader } from '@azmar/kit/i18n/app-texts';
import { CATALOGUE_NAMESPACE } from './catalogue-namespaces';

/**
 * Home's catalogue sections' texts, in the page's language only: the `home-sections` module's texts chunk (kit
 * i18n/app-texts). A module apart from the pages' (catalogue-texts.ts), so home's page never downloads their loader.
 */
export const homeSectionsTexts: TextsLoader = (language) =>
  language === 'ku'
    ? import(/* webpackChunkName: "home-sections.texts-ku" */ './catalogue.ku').then(({ catalogueKu }) => ({ [CATALOGUE_NAMESPACE]: catalogueKu }))
    : import(/* webpackChunkName: "home-sections.texts-en" */ './catalogue.en').then(({ catalogueEn }) => ({ [CATALOGUE_NAMESPACE]: catalogueEn }));

// Without this, an edited text file propagates up to the app entry and the dev server reloads the page.
import.meta.webpackHot?.accept(['./catalogue.en', './catalogue.ku'], () => reloadTexts(homeSectionsTexts));
