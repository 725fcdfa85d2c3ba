/**
 * The react-i18next API the site uses, and the only door through which apps reach react-i18next.
 *
 * This module is a federation singleton, like the antd subset: the package itself is not shared (a
 * shared package is never tree-shaken, and react-i18next's index brings Trans, the HOCs and the SSR
 * helpers, ~10 KB gzip), so only these exports are built, once, and every app gets the same copy (one
 * context, one `initReactI18next` registration). To use another export, add it here.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
