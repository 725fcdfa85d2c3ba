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
// Not a file: the build writes it from the measured widths (sorani-fallback-css.ts).
import './sorani-fallback.css';

export const SORANI_FONT_NAME = 'Vazirmatn';

/**
 * Local fonts given Vazirmatn's widths and line heights (`sorani-fallback-widths.ts`, scripts/generate-sorani-fallback.mjs):
 * until Vazirmatn arrives the text is laid out in the first one installed, in the room Vazirmatn will take, so its
 * arrival does not move the page. Windows, Apple, Android, then Linux; Arial last, as on Linux a name that resolves to
 * a font without Arabic letters would send every letter to a look-up of its own.
 */
export const SORANI_METRIC_FALLBACKS = ['Tahoma', 'Segoe UI', 'Geeza Pro', 'Noto Sans Arabic', 'Noto Naskh Arabic', 'DejaVu Sans', 'Arial'].map(
  (family) => `Sorani Fallback ${family}`,
);

/**
 * CSS font-family for Kurdish mode. Until Vazirmatn is ready (a page's first layout, which starts its loading) the
 * text is laid out in a system font, and that font must carry Arabic script: first the metric-matched faces above,
 * then, where a browser ignores them, Tahoma and Segoe UI (Windows), Noto Sans Arabic (Android), DejaVu Sans (Linux).
 * Arial comes after them because Linux maps it to Liberation Sans, which has no Arabic letters, and the browser then
 * looks up a fallback for each character: measured in Debian's Chromium on /products?lang=ku, 340 such look-ups, and
 * a first layout about half as long again (e2e/bench).
 */
export const ARABIC_SCRIPT_FALLBACKS = ['Tahoma', 'Segoe UI', 'Noto Sans Arabic', 'DejaVu Sans'];
const quoted = (family: string): string => (family.includes(' ') ? `'${family}'` : family);
export const SORANI_FONT_FAMILY = [
  SORANI_FONT_NAME,
  ...SORANI_METRIC_FALLBACKS.map(quoted),
  ...ARABIC_SCRIPT_FALLBACKS.map(quoted),
  'Arial',
  'sans-serif',
].join(', ');
