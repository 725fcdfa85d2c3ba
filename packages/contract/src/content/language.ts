/** The two interface languages: English and Kurdish Sorani (`ku`; the page's `lang` is `ckb`). */
export type Language = 'en' | 'ku';
export const LANGUAGES: readonly Language[] = ['en', 'ku'];
