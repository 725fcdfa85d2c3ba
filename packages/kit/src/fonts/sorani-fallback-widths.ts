// Written by scripts/generate-sorani-fallback.mjs, which says how each figure is obtained.

/** Vazirmatn's line, of its units per em: its typo ascender, descender and line gap (it sets USE_TYPO_METRICS). */
export const VAZIRMATN_LINE = { unitsPerEm: 2048, ascent: 2100, descent: 1100, lineGap: 0 };

/** Each local font's size-adjust in percent at the weights 400, 600 and 700, and its local names (regular, bold). */
export const SORANI_FALLBACK_WIDTHS = [
  {
    family: 'DejaVu Sans',
    regular: ['DejaVu Sans', 'DejaVuSans'],
    bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    sizeAdjust: [91.26, 77.96, 78.32],
    how: 'measured on 610 texts',
  },
  {
    family: 'Noto Sans Arabic',
    regular: ['Noto Sans Arabic', 'NotoSansArabic-Regular'],
    bold: ['Noto Sans Arabic Bold', 'NotoSansArabic-Bold'],
    sizeAdjust: [99.05, 94.47, 91.49],
    how: 'measured on 610 texts',
  },
  {
    family: 'Noto Naskh Arabic',
    regular: ['Noto Naskh Arabic', 'NotoNaskhArabic-Regular'],
    bold: ['Noto Naskh Arabic Bold', 'NotoNaskhArabic-Bold'],
    sizeAdjust: [105.66, 105.3, 104.72],
    how: 'measured on 610 texts',
  },
  { family: 'Tahoma', regular: ['Tahoma'], bold: ['Tahoma Bold', 'Tahoma-Bold'], sizeAdjust: [100.22, 100.22, 100.22], how: 'ESTIMATE from its Latin width' },
  {
    family: 'Segoe UI',
    regular: ['Segoe UI', 'SegoeUI'],
    bold: ['Segoe UI Bold', 'SegoeUI-Bold'],
    sizeAdjust: [101.21, 101.21, 101.21],
    how: 'ESTIMATE from its Latin width',
  },
  {
    family: 'Geeza Pro',
    regular: ['Geeza Pro', 'GeezaPro'],
    bold: ['Geeza Pro Bold', 'GeezaPro-Bold'],
    sizeAdjust: [100, 100, 100],
    how: 'ESTIMATE, nothing published',
  },
  {
    family: 'Arial',
    regular: ['Arial', 'ArialMT'],
    bold: ['Arial Bold', 'Arial-BoldMT'],
    sizeAdjust: [100.66, 100.66, 100.66],
    how: 'ESTIMATE from its Latin width',
  },
];
