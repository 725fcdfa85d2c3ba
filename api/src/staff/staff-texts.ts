import type { Language } from '@azmar/contract/content/language';
import type { StaffErrorCode } from '@azmar/contract/staff/roles';

/**
 * Every refusal of the staff API in both languages (Sorani: polite plural, Eastern Arabic digits where numbers appear);
 * e2e/texts/staff-api-texts.test.ts runs the site's text checks on them.
 */
export const STAFF_TEXTS: Record<StaffErrorCode, Record<Language, string>> = {
  'auth.signed-out': { en: 'Sign in to the staff area', ku: 'تکایە بچنە ژوورەوەی بەشی تیم' },
  'auth.wrong-role': { en: 'Your account may not do this', ku: 'هەژمارەکەتان ڕێگای ئەم کارەی پێ نەدراوە' },
  'auth.cross-site': { en: 'Cross-site request refused', ku: 'داواکارییەک لە ماڵپەڕێکی ترەوە ڕەتکرایەوە' },
  'auth.csrf': { en: 'Missing or wrong CSRF token (X-CSRF-Token)', ku: 'نیشانەی پاراستن نییە یان هەڵەیە' },
  'content.not-found': { en: 'No such item', ku: 'ئەم بابەتە نییە' },
  'content.version-required': {
    en: 'Say which version you changed (If-Match), so nobody’s change is overwritten',
    ku: 'تکایە ئەو وەشانە دیاری بکەن کە گۆڕیوتانە، تا گۆڕانکاریی کەس نەسڕێتەوە',
  },
  'content.version-conflict': { en: 'Someone changed this item since you opened it', ku: 'کەسێکی تر ئەم بابەتەی گۆڕیوە لەو کاتەوەی کردتانەوە' },
  'content.invalid': { en: 'Some fields are not valid', ku: 'هەندێک خانە دروست نین' },
  'content.incomplete': { en: 'Fill in the empty fields before publishing', ku: 'تکایە پێش بڵاوکردنەوە خانە بەتاڵەکان پڕ بکەنەوە' },
  'content.no-earlier-version': { en: 'There is no earlier version to go back to', ku: 'هیچ وەشانێکی پێشووتر نییە بۆ گەڕانەوە' },
  'content.order-mismatch': { en: 'Name every item of this list once', ku: 'تکایە هەموو بابەتەکانی ئەم لیستە یەک جار ناو ببەن' },
  'media.missing-file': { en: 'Choose a file to upload', ku: 'تکایە پەڕگەیەک بۆ بارکردن هەڵبژێرن' },
  'media.too-large': { en: 'The file is too large', ku: 'پەڕگەکە زۆر گەورەیە' },
  'media.unsupported-type': {
    en: 'Only JPEG, PNG, WebP and AVIF images and MP4 videos can be uploaded',
    ku: 'تەنها وێنەی JPEG، PNG، WebP یان AVIF و ڤیدیۆ دەتوانرێت باربکرێت',
  },
  'media.mismatched-content': {
    en: 'The file’s content does not match its name',
    ku: 'ناوەڕۆکی پەڕگەکە لەگەڵ ناوەکەیدا یەک ناگرێتەوە',
  },
  'media.undecodable': { en: 'The image cannot be read; it may be damaged', ku: 'وێنەکە ناخوێندرێتەوە؛ لەوانەیە تێکچووبێت' },
  'media.bad-name': { en: 'The file name must not contain a folder or special characters', ku: 'ناوی پەڕگەکە نابێت بوخچە یان نیشانەی تایبەتی تێدا بێت' },
  'media.alt-required': {
    en: 'Describe the picture in English and in Kurdish',
    ku: 'تکایە وێنەکە بە ئینگلیزی و بە کوردی وەسف بکەن',
  },
  'media.not-found': { en: 'No such file', ku: 'ئەم پەڕگەیە نییە' },
  'media.in-use': {
    en: 'This file is used on the site and was not deleted. Take it out of these items first:',
    ku: 'ئەم پەڕگەیە لە ماڵپەڕەکەدا بەکاردێت و نەسڕایەوە. سەرەتا لەم بابەتانە لایبەرن:',
  },
  'accounts.username-taken': { en: 'That username is taken', ku: 'ئەم ناوی بەکارهێنەرە پێشتر گیراوە' },
  'accounts.not-found': { en: 'No such account', ku: 'ئەم هەژمارە نییە' },
  'accounts.last-administrator': {
    en: 'The site needs at least one active administrator',
    ku: 'ماڵپەڕەکە لانیکەم پێویستی بە یەک بەڕێوەبەری چالاک هەیە',
  },
  'accounts.invalid': { en: 'Some fields are not valid', ku: 'هەندێک خانە دروست نین' },
  'password.wrong-current': { en: 'The current password is wrong', ku: 'وشەی نهێنیی ئێستا هەڵەیە' },
  'password.invalid': { en: 'The new password must be 12 to 1024 characters', ku: 'وشەی نهێنیی نوێ دەبێت لە ١٢ تا ١٠٢٤ پیت بێت' },
};
