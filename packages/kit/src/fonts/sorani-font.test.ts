// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { commonKu } from '../i18n/common.ku';
import { companyProfile } from '../profile/company-profile';
import { ARABIC_SCRIPT_FALLBACKS, SORANI_FONT_FAMILY, SORANI_FONT_NAME, SORANI_METRIC_FALLBACKS } from './sorani-font';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

// The letters Sorani adds to the Arabic alphabet, then the ones it shares with it (ک and ی in their
// Persian/Kurdish forms, ھ and ە both).
const SORANI_LETTERS = [...'ڕڵۆێەڤ'];
const BASIC_LETTERS = [...'ئابپتجچحخدرزژسشعغفقکگلمنوهھی'];

/** The stylesheets `sorani-font.ts` really imports that serve Vazirmatn's files (the local fallbacks are tested apart). */
function importedStylesheets(): string[] {
  const source = readFileSync(resolve(here, 'sorani-font.ts'), 'utf8');
  return [...source.matchAll(/^import\s+'([^']+\.css)';/gm)].map((m) => m[1] as string).filter((sheet) => !sheet.endsWith('sorani-fallback.css'));
}

interface FontFace {
  family: string;
  weight: string;
  woff2: string;
  unicodeRange: string | undefined;
}

function fontFaces(stylesheet: string): FontFace[] {
  const file = stylesheet.startsWith('.') ? resolve(here, stylesheet) : require.resolve(stylesheet);
  const css = readFileSync(file, 'utf8');
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) => ({
    family: /font-family:\s*'([^']+)'/.exec(body)?.[1] ?? '',
    weight: /font-weight:\s*(\d+)/.exec(body)?.[1] ?? '',
    woff2: resolve(dirname(file), /url\(([^)]+\.woff2)\)/.exec(body)?.[1] ?? ''),
    unicodeRange: /unicode-range:\s*([^;]+);/.exec(body)?.[1],
  }));
}

/** Whether a face's unicode-range sends this code point to it (no range: every code point). */
function inRange(face: FontFace, codePoint: number): boolean {
  if (!face.unicodeRange) return true;
  return face.unicodeRange.split(',').some((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from, 16);
    return codePoint >= start && codePoint <= (to ? parseInt(to, 16) : start);
  });
}

describe('Sorani font', () => {
  const stylesheets = importedStylesheets();

  it('imports the three weights the site uses, from one family', () => {
    const faces = stylesheets.flatMap(fontFaces);
    expect(new Set(faces.map((f) => f.weight))).toEqual(new Set(['400', '600', '700']));
    expect(new Set(faces.map((f) => f.family))).toEqual(new Set([SORANI_FONT_NAME]));
    expect(SORANI_FONT_FAMILY.startsWith(SORANI_FONT_NAME)).toBe(true);
  });

  it('falls back to system fonts that carry Arabic script before any that may not (Arial is Liberation Sans on Linux)', () => {
    const families = SORANI_FONT_FAMILY.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));
    expect(families[0]).toBe(SORANI_FONT_NAME);
    expect(families.slice(1, 1 + SORANI_METRIC_FALLBACKS.length)).toEqual(SORANI_METRIC_FALLBACKS);
    const systemFonts = 1 + SORANI_METRIC_FALLBACKS.length;
    expect(families.slice(systemFonts, systemFonts + ARABIC_SCRIPT_FALLBACKS.length)).toEqual(ARABIC_SCRIPT_FALLBACKS);
    expect(families.indexOf('Arial')).toBeGreaterThan(families.indexOf('DejaVu Sans'));
    expect(families.at(-1)).toBe('sans-serif');
  });

  it.each(stylesheets)('%s maps every Sorani and basic Arabic letter to a glyph in the file that serves it', (sheet) => {
    const faces = fontFaces(sheet);
    const missing: string[] = [];
    for (const letter of [...SORANI_LETTERS, ...BASIC_LETTERS]) {
      const codePoint = letter.codePointAt(0) as number;
      const face = faces.find((f) => inRange(f, codePoint));
      if (!face) {
        missing.push(`${letter}: no @font-face covers it`);
        continue;
      }
      const font = fontkit.create(readFileSync(face.woff2)) as fontkit.Font;
      if (!font.hasGlyphForCodePoint(codePoint)) missing.push(`${letter}: no glyph in ${face.woff2}`);
    }
    expect(missing).toEqual([]);
  });

  /** The face a browser uses for a character in a weight: the last declared one whose unicode-range covers it. */
  const servingFace = (codePoint: number, weight: string) =>
    stylesheets
      .flatMap(fontFaces)
      .filter((face) => face.weight === weight && inRange(face, codePoint))
      .at(-1);

  // What a Kurdish page shows: the kit's own texts and the company's profile (names, address, phone numbers), with
  // the spaces, full stops and digits that made a page fetch fontsource's Latin files too.
  const kurdishPageText = `${JSON.stringify(commonKu)} ${JSON.stringify(companyProfile)} «٠١٢٣٤٥٦٧٨٩» 0123456789 ، ؟ . : – ©`;

  it.each(['400', '600', '700'])('weight %s: one file serves every character of a Kurdish page, and has each glyph', (weight) => {
    const files = new Set<string>();
    const missing: string[] = [];
    for (const character of new Set(kurdishPageText.replace(/[\n\t]/g, ''))) {
      const codePoint = character.codePointAt(0) as number;
      const face = servingFace(codePoint, weight);
      if (!face) continue; // not Vazirmatn's: a Latin letter with no face here would go to the fallback font
      files.add(face.woff2);
      if (!(fontkit.create(readFileSync(face.woff2)) as fontkit.Font).hasGlyphForCodePoint(codePoint)) missing.push(character);
    }
    expect(missing).toEqual([]);
    expect([...files].map((file) => file.split('/').at(-1))).toEqual([`sorani-${weight}.woff2`]);
  });

  it('keeps each of those files small (one file per weight before the first paint)', () => {
    for (const weight of ['400', '600', '700']) {
      const size = readFileSync(resolve(here, 'files', `sorani-${weight}.woff2`)).length;
      expect(size).toBeLessThan(24 * 1024);
    }
  });
});
