import { reloadTexts, type TextsLoader } from '@azmar/kit/i18n/app-texts';

export const CONTACT_NAMESPACE = 'contact';
/** The staff inbox's texts (/inbox): a namespace of their own, loaded with the remote like the contact page's. */
export const INBOX_NAMESPACE = 'inbox';

/** The contact page's and the staff inbox's texts, in the page's language only: the `app` module's texts chunk (kit i18n/app-texts). */
export const appTexts: TextsLoader = (language) =>
  language === 'ku'
    ? Promise.all([import(/* webpackChunkName: "app.texts-ku" */ './contact.ku'), import(/* webpackChunkName: "app.texts-ku" */ './inbox.ku')]).then(
        ([{ contactKu }, { inboxKu }]) => ({ [CONTACT_NAMESPACE]: contactKu, [INBOX_NAMESPACE]: inboxKu }),
      )
    : Promise.all([import(/* webpackChunkName: "app.texts-en" */ './contact.en'), import(/* webpackChunkName: "app.texts-en" */ './inbox.en')]).then(
        ([{ contactEn }, { inboxEn }]) => ({ [CONTACT_NAMESPACE]: contactEn, [INBOX_NAMESPACE]: inboxEn }),
      );

// Without this, an edited text file propagates up to the app entry and the dev server reloads the page.
import.meta.webpackHot?.accept(['./contact.en', './contact.ku', './inbox.en', './inbox.ku'], () => reloadTexts(appTexts));
