import { reloadTexts, type TextsLoader } from '@azmar/kit/i18n/app-texts';
import { CATALOGUE_NAMESPACE, CATALOGUE_PAGES_NAMESPACE } from './catalogue-namespaces';

/** The catalogue's pages' texts, in the page's language only: the `app` module's texts chunk (kit i18n/app-texts). */
export const appTexts: TextsLoader = (language) =>
  language === 'ku'
    ? Promise.all([
        import(/* webpackChunkName: "app.texts-ku" */ './catalogue.ku'),
        import(/* webpackChunkName: "app.texts-ku" */ './catalogue-pages.ku'),
      ]).then(([{ catalogueKu }, { cataloguePagesKu }]) => ({ [CATALOGUE_NAMESPACE]: catalogueKu, [CATALOGUE_PAGES_NAMESPACE]: cataloguePagesKu }))
    : Promise.all([
        import(/* webpackChunkName: "app.texts-en" */ './catalogue.en'),
        import(/* webpackChunkName: "app.texts-en" */ './catalogue-pages.en'),
      ]).then(([{ catalogueEn }, { cataloguePagesEn }]) => ({ [CATALOGUE_NAMESPACE]: catalogueEn, [CATALOGUE_PAGES_NAMESPACE]: cataloguePagesEn }));

// Without this, an edited text file propagates up to the app entry and the dev server reloads the page.
import.meta.webpackHot?.accept(['./catalogue.en', './catalogue.ku', './catalogue-pages.en', './catalogue-pages.ku'], () => reloadTexts(appTexts));
