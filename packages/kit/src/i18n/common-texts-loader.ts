import type { TextsLoader } from '@azmar/kit/i18n/app-texts';
import { COMMON_NAMESPACE } from '@azmar/kit/i18n/i18n';

/**
 * The shell's texts in a browser: the page's language only, a chunk each (`texts-<language>`, app-texts.ts), which the
 * page asks for with the shell's startup file.
 */
export const commonTexts: TextsLoader = (language) =>
  language === 'ku'
    ? import(/* webpackChunkName: "texts-ku" */ '@azmar/kit/i18n/common.ku').then(({ commonKu }) => ({ [COMMON_NAMESPACE]: commonKu }))
    : import(/* webpackChunkName: "texts-en" */ '@azmar/kit/i18n/common.en').then(({ commonEn }) => ({ [COMMON_NAMESPACE]: commonEn }));
