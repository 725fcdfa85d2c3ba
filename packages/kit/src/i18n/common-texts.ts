import { addAppTexts, COMMON_NAMESPACE } from '@azmar/kit/i18n/i18n';
import { commonEn, type CommonTexts } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';

/** The shell's texts in both languages at once: for a server render and for tests (a browser page: common-texts-loader.ts). */
export function addCommonTexts(): void {
  addAppTexts(COMMON_NAMESPACE, commonEn, commonKu satisfies CommonTexts);
}
