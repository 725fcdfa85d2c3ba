#!/usr/bin/env node
// Writes packages/kit/src/fonts/sorani-fallback-widths.ts: for each common local font that carries Arabic script, how
// much to scale it to take the room the Sorani font (Vazirmatn, font-display: swap) will take, and Vazirmatn's line;
// the build writes one @font-face family of each (fonts/sorani-fallback-css.ts). A Kurdish page is first laid out in
// one of them, then in Vazirmatn when it arrives; with the same widths and line heights the swap moves (almost) nothing.
// Committed like the font itself; run it again when the font, the texts or a figure below change.
//
// How the figures are obtained (for each weight the site uses: 400, 600, 700):
// - size-adjust: how much wider Vazirmatn sets the site's own Kurdish text (every Arabic-script string of the UI texts
//   and api/content, shaped by fontkit, so joined letter forms count) than the local font does.
// - ascent-override, descent-override, line-gap-override: Vazirmatn's vertical metrics (it sets USE_TYPO_METRICS, so
//   its typo figures: 2100, -1100, 0 of 2048), divided by size-adjust, since the browser scales the overrides by it.
// The local fonts' own figures:
// - DejaVu Sans (Linux): read from the files on this machine (fonts-dejavu-core).
// - Noto Sans Arabic, Noto Naskh Arabic (Android): read from fontsource's copies of Google's files, fetched from the
//   npm registry into a temporary folder.
// - Tahoma, Segoe UI (Windows), Arial (Apple and Windows): no file here (they are not free), so ESTIMATES: their
//   widths are taken from their published average Latin width (@capsizecss/metrics, measured from the real files)
//   against Vazirmatn's, as no Arabic average is published. Their vertical metrics do not matter: the overrides
//   replace them.
// - Geeza Pro (Apple): nothing published; ESTIMATE: width as Vazirmatn's (size-adjust 100%).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'packages', 'kit', 'package.json'));
const fontkit = require('fontkit');
const fontsDir = path.join(root, 'packages', 'kit', 'src', 'fonts');
const NOTO = ['@fontsource/noto-sans-arabic@5.3.0', '@fontsource/noto-naskh-arabic@5.3.0'];
const WEIGHTS = [400, 600, 700];
const VAZIRMATN_LATIN_WIDTH = 919 / 2048; // @capsizecss/metrics 4.3.0, xWidthAvg / unitsPerEm

/** Every Arabic-script string of the Kurdish texts: the sample whose width is matched. */
function soraniSample() {
  const arabic = /[\u0600-\u06FF]/;
  const texts = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() && !['node_modules', 'dist'].includes(entry.name)) walk(file);
      else if (/\.ku\.ts$/.test(entry.name)) {
        for (const [, text] of readFileSync(file, 'utf8').matchAll(/'([^'\n]+)'/g)) if (arabic.test(text)) texts.push(text);
      }
    }
  };
  for (const dir of ['packages/kit/src', 'mfe-home/src', 'mfe-catalogue/src', 'mfe-contact/src']) walk(path.join(root, dir));
  const collect = (value) => {
    if (typeof value === 'string') {
      if (arabic.test(value)) texts.push(value);
    } else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of ['services.json', 'projects.json', 'products.json']) collect(JSON.parse(readFileSync(path.join(root, 'api', 'content', file), 'utf8')));
  return texts.map((text) => text.replace(/\{\{[^}]*\}\}/g, ''));
}

/** The width of the sample in em: each text shaped as one run, as the browser sets it. */
function sampleWidth(font, sample) {
  return sample.reduce((sum, text) => sum + font.layout(text).advanceWidth, 0) / font.unitsPerEm;
}

const sample = soraniSample();
const vazirmatn = Object.fromEntries(WEIGHTS.map((w) => [w, fontkit.create(readFileSync(path.join(fontsDir, 'files', `sorani-${w}.woff2`)))]));
const width = Object.fromEntries(WEIGHTS.map((w) => [w, sampleWidth(vazirmatn[w], sample)]));

// Published average Latin widths (@capsizecss/metrics 4.3.0, regular), of 2048: the estimates' only figure.
const estimate = (latin) => () => VAZIRMATN_LATIN_WIDTH / (latin / 2048);

const work = mkdtempSync(path.join(os.tmpdir(), 'sorani-fallback-'));
try {
  execFileSync('npm', ['install', '--prefix', work, '--no-save', '--no-audit', '--no-fund', ...NOTO], { stdio: 'inherit' });
  const file = (location) => (weight) => fontkit.create(readFileSync(location(weight)));
  const measured = (font) => (weight) => width[weight] / sampleWidth(font(weight), sample);
  const bold = (weight) => weight >= 600;
  const noto = (pkg) => file((weight) => path.join(work, 'node_modules', '@fontsource', pkg, 'files', `${pkg}-arabic-${weight}-normal.woff2`));
  const dejavu = file((weight) => `/usr/share/fonts/truetype/dejavu/DejaVuSans${bold(weight) ? '-Bold' : ''}.ttf`);
  const measuredNote = `measured on ${sample.length} texts`;
  // family, its local names (regular, bold), the size-adjust of a weight, how it was obtained
  const locals = [
    ['DejaVu Sans', ['DejaVu Sans', 'DejaVuSans'], ['DejaVu Sans Bold', 'DejaVuSans-Bold'], measured(dejavu), measuredNote],
    [
      'Noto Sans Arabic',
      ['Noto Sans Arabic', 'NotoSansArabic-Regular'],
      ['Noto Sans Arabic Bold', 'NotoSansArabic-Bold'],
      measured(noto('noto-sans-arabic')),
      measuredNote,
    ],
    [
      'Noto Naskh Arabic',
      ['Noto Naskh Arabic', 'NotoNaskhArabic-Regular'],
      ['Noto Naskh Arabic Bold', 'NotoNaskhArabic-Bold'],
      measured(noto('noto-naskh-arabic')),
      measuredNote,
    ],
    ['Tahoma', ['Tahoma'], ['Tahoma Bold', 'Tahoma-Bold'], estimate(917), 'ESTIMATE from its Latin width'],
    ['Segoe UI', ['Segoe UI', 'SegoeUI'], ['Segoe UI Bold', 'SegoeUI-Bold'], estimate(908), 'ESTIMATE from its Latin width'],
    ['Geeza Pro', ['Geeza Pro', 'GeezaPro'], ['Geeza Pro Bold', 'GeezaPro-Bold'], () => 1, 'ESTIMATE, nothing published'],
    ['Arial', ['Arial', 'ArialMT'], ['Arial Bold', 'Arial-BoldMT'], estimate(913), 'ESTIMATE from its Latin width'],
  ];
  const widths = locals.map(([family, regular, boldNames, sizeAdjust, how]) => ({
    family,
    regular,
    bold: boldNames,
    sizeAdjust: WEIGHTS.map((weight) => Number((sizeAdjust(weight) * 100).toFixed(2))),
    how,
  }));
  const v = vazirmatn[400];
  const line = { unitsPerEm: v.unitsPerEm, ascent: v['OS/2'].typoAscender, descent: -v['OS/2'].typoDescender, lineGap: v['OS/2'].typoLineGap };
  const out = path.join(fontsDir, 'sorani-fallback-widths.ts');
  writeFileSync(
    out,
    `// Written by scripts/generate-sorani-fallback.mjs, which says how each figure is obtained.\n\n` +
      `/** Vazirmatn's line, of its units per em: its typo ascender, descender and line gap (it sets USE_TYPO_METRICS). */\n` +
      `export const VAZIRMATN_LINE = ${JSON.stringify(line)};\n\n` +
      `/** Each local font's size-adjust in percent at the weights 400, 600 and 700, and its local names (regular, bold). */\n` +
      `export const SORANI_FALLBACK_WIDTHS = ${JSON.stringify(widths)};\n`,
  );
  execFileSync('npx', ['prettier', '--write', out], { cwd: root, stdio: 'inherit' });
} finally {
  rmSync(work, { recursive: true, force: true });
}
