/**
 * The Sorani (Central Kurdish) font, shipped locally. Vazirmatn's Arabic subset maps every Sorani letter
 * (ڕ ڵ ۆ ێ ە ڤ ...) at about 21 KB per weight, less than half of Noto Sans Arabic's (checked by
 * `sorani-font.test.ts`, which reads the woff2 files these stylesheets point to). Each stylesheet's
 * @font-face rules carry unicode-ranges, so a browser downloads a file only when text in Kurdish mode
 * needs it. Only the weights the site uses: regular, semibold (antd headings), bold.
 */
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/600.css';
import '@fontsource/vazirmatn/700.css';

export const SORANI_FONT_NAME = 'Vazirmatn';

/** CSS font-family for Kurdish mode; the fallbacks are system fonts that also carry Arabic script. */
export const SORANI_FONT_FAMILY = "Vazirmatn, Tahoma, 'Segoe UI', 'Noto Sans Arabic', Arial, sans-serif";
