/**
 * The Sorani (Central Kurdish) font, shipped locally: Vazirmatn, which maps every Sorani letter (ڕ ڵ ۆ ێ ە ڤ ...).
 * `sorani-subset.css` (scripts/generate-sorani-font.mjs) serves all a Kurdish page needs, its Latin too (spaces,
 * full stops, phone numbers), from one file of about 21 KB per weight; it is declared last, so it wins for every
 * character it covers. fontsource's faces, declared first, serve any other one, and a browser downloads them only
 * where such a character appears (unicode-range). `sorani-font.test.ts` reads the woff2 files behind every face.
 * Only the weights the site uses: regular, semibold (antd headings), bold.
 */
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/600.css';
import '@fontsource/vazirmatn/700.css';
import './sorani-subset.css';

export const SORANI_FONT_NAME = 'Vazirmatn';

/**
 * CSS font-family for Kurdish mode. Until Vazirmatn is ready (a page's first layout, which starts its loading) the
 * text is laid out in a system font, and that font must carry Arabic script: Tahoma and Segoe UI (Windows), Noto
 * Sans Arabic (Android), DejaVu Sans (Linux). Arial comes after them because Linux maps it to Liberation Sans,
 * which has no Arabic letters, and the browser then looks up a fallback for each character: measured in Debian's
 * Chromium on /products?lang=ku, 340 such look-ups, and a first layout about half as long again (e2e/bench).
 */
export const ARABIC_SCRIPT_FALLBACKS = ['Tahoma', 'Segoe UI', 'Noto Sans Arabic', 'DejaVu Sans'];
export const SORANI_FONT_FAMILY = [
  SORANI_FONT_NAME,
  ...ARABIC_SCRIPT_FALLBACKS.map((family) => (family.includes(' ') ? `'${family}'` : family)),
  'Arial',
  'sans-serif',
].join(', ');
