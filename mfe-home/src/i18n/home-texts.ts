import { reloadTexts, type TextsLoader } from '@azmar/kit/i18n/app-texts';

export const HOME_NAMESPACE = 'home';

/** The texts of home and the About page's hero, in the page's language only: the `app` module's texts chunk (kit i18n/app-texts). */
export const homeTexts: TextsLoader = (language) =>
  language === 'ku'
    ? import(/* webpackChunkName: "app.texts-ku" */ './home.ku').then(({ homeKu }) => ({ [HOME_NAMESPACE]: homeKu }))
    : import(/* webpackChunkName: "app.texts-en" */ './home.en').then(({ homeEn }) => ({ [HOME_NAMESPACE]: homeEn }));

// Without this, an edited text file propagates up to the app entry and the dev server reloads the page.
import.meta.webpackHot?.accept(['./home.en', './home.ku'], () => reloadTexts(homeTexts));
