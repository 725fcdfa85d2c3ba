#!/usr/bin/env node
// Writes the Sorani font the site ships (packages/kit/src/fonts/files/sorani-{400,600,700}.woff2 and
// sorani-subset.css), the output committed like the media of generate-media.sh; run it again only to change the
// characters or the weights. Nothing is fetched at build or run time: this script alone takes Vazirmatn's full
// fonts and harfbuzz's subsetter from the npm registry, into a temporary folder.
//
// Why: a Kurdish page used six files of fontsource's Vazirmatn (its Arabic and its Latin subset of each weight:
// the space, the full stop and the digits of phone numbers are Latin), about 115 KB before its first paint. One
// file per weight holding what Sorani text and its page need is about 21 KB; fontsource's faces stay declared
// before it for any other character, fetched only where one appears (sorani-font.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VAZIRMATN = 'vazirmatn@33.0.3';
const SUBSET_FONT = 'subset-font@2.9.0';
const WEIGHTS = { 400: 'Regular', 600: 'SemiBold', 700: 'Bold' };
/**
 * Printable ASCII, the typography the texts use (« » · – — … quotes, ©, °, ², ×, no-break space), the Arabic
 * punctuation, basic letters and digits (٠–٩, ٪ ٫ ٬), the letters Sorani adds (پ چ ڕ ژ ڤ ک گ ڵ ھ ۆ ی ێ ە), and the
 * joiners and direction marks.
 */
const RANGES = [
  [0x20, 0x7e],
  [0xa0],
  [0xa9],
  [0xab],
  [0xb0],
  [0xb2, 0xb3],
  [0xb7],
  [0xbb],
  [0xd7],
  [0x60c],
  [0x61b],
  [0x61f],
  [0x621, 0x64a],
  [0x660, 0x66c],
  [0x67e],
  [0x686],
  [0x695],
  [0x698],
  [0x6a4],
  [0x6a9],
  [0x6af],
  [0x6b5],
  [0x6be],
  [0x6c6],
  [0x6cc],
  [0x6ce],
  [0x6d5],
  [0x200c, 0x200f],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2026],
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'packages', 'kit', 'src', 'fonts');
const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = RANGES.map(([from, to]) => (to ? `U+${hex(from)}-${hex(to)}` : `U+${hex(from)}`)).join(',');
const text = RANGES.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

const work = mkdtempSync(path.join(os.tmpdir(), 'sorani-font-'));
try {
  execFileSync('npm', ['install', '--prefix', work, '--no-save', '--no-audit', '--no-fund', VAZIRMATN, SUBSET_FONT], { stdio: 'inherit' });
  const require = createRequire(path.join(work, 'node_modules', 'index.js'));
  const { default: subsetFont } = await import(require.resolve('subset-font'));
  const faces = [];
  for (const [weight, style] of Object.entries(WEIGHTS)) {
    const source = readFileSync(path.join(work, 'node_modules', 'vazirmatn', 'fonts', 'ttf', `Vazirmatn-${style}.ttf`));
    const woff2 = await subsetFont(source, text, { targetFormat: 'woff2' });
    writeFileSync(path.join(out, 'files', `sorani-${weight}.woff2`), woff2);
    console.log(`sorani-${weight}.woff2: ${woff2.length} bytes`);
    faces.push(
      `@font-face {\n  font-family: 'Vazirmatn';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${weight};\n` +
        `  src: url(./files/sorani-${weight}.woff2) format('woff2');\n  unicode-range: ${unicodeRange};\n}\n`,
    );
  }
  writeFileSync(
    path.join(out, 'sorani-subset.css'),
    `/* Written by scripts/generate-sorani-font.mjs from ${VAZIRMATN} (SIL Open Font License 1.1, files/LICENSE). Declared after\n   fontsource's faces, these win for every character they cover. */\n${faces.join('\n')}`,
  );
  copyFileSync(require.resolve('@fontsource/vazirmatn/LICENSE', { paths: [root] }), path.join(out, 'files', 'LICENSE'));
  // In the repository's style, so that a run that changes nothing leaves the committed file as it is.
  execFileSync('npx', ['prettier', '--write', path.join(out, 'sorani-subset.css')], { cwd: root, stdio: 'inherit' });
} finally {
  rmSync(work, { recursive: true, force: true });
}
