import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kurdishTextProblems, SORANI_TERMS, termProblems } from '../../test/text-checks';

// The Kurdish of the seeded content (api/content/*.json, read as data) is checked here, with the same checks as the
// interface texts: the API may not import frontend code, and these checks are the kit's.
const CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../api/content');
const CONTENT_FILES = ['services.json', 'projects.json', 'products.json'];

/** One Kurdish text of a content file, with the English it translates (when the item has one). */
interface KurdishField {
  path: string;
  ku: string;
  en: string | undefined;
}

const readItems = (file: string): unknown[] => JSON.parse(readFileSync(resolve(CONTENT_DIR, file), 'utf8')) as unknown[];

// Acronyms and brand names a reader sees in Latin on the equipment itself; every other Latin word is English.
const LATIN_WORDS = ['LED', 'IP', 'IP67', 'IP54', 'PLC', 'CNC', 'NVR', 'PoE', 'HDMI', 'VGA', 'Siemens', 'Delta'];

/** Every `…Ku` string (or list of strings) at any depth, paired with `…En` or the bare English key. */
function kurdishFields(value: unknown, path: string): KurdishField[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((child, i) => kurdishFields(child, `${path}[${i}]`));
  const record = value as Record<string, unknown>;
  const fields: KurdishField[] = [];
  for (const [key, child] of Object.entries(record)) {
    if (!key.endsWith('Ku')) {
      fields.push(...kurdishFields(child, `${path}.${key}`));
      continue;
    }
    const base = key.slice(0, -2);
    const english = record[`${base}En`] ?? record[base];
    if (typeof child === 'string') fields.push({ path: `${path}.${key}`, ku: child, en: typeof english === 'string' ? english : undefined });
    if (Array.isArray(child)) {
      child.forEach((ku, i) => {
        const en = Array.isArray(english) ? english[i] : undefined;
        if (typeof ku === 'string') fields.push({ path: `${path}.${key}[${i}]`, ku, en: typeof en === 'string' ? en : undefined });
      });
    }
  }
  return fields;
}

const content = CONTENT_FILES.map((file) => ({ file, items: readItems(file) }));
const fields = content.flatMap(({ file, items }) => kurdishFields(items, file));

describe('the Kurdish of api/content', () => {
  it('finds every Kurdish field of every item, with its English', () => {
    const titles = fields.filter((f) => /\]\.titleKu$/.test(f.path));
    expect(titles).toHaveLength(content.reduce((n, { items }) => n + items.length, 0));
    expect(fields.length).toBeGreaterThan(200);
    expect(fields.filter((f) => f.en === undefined).map((f) => f.path)).toEqual([]);
  });

  it('is Sorani throughout: Arabic script, Eastern Arabic digits, no English word, no replaced form', () => {
    const problems = fields.flatMap(({ path, ku }) => kurdishTextProblems(path, ku, { latinWords: LATIN_WORDS }));
    expect(problems).toEqual([]);
  });

  it('allows only Latin words the content uses', () => {
    const used = new Set(fields.flatMap(({ ku }) => ku.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? []));
    expect(LATIN_WORDS.filter((word) => !used.has(word))).toEqual([]);
  });

  it('uses one term per concept wherever the English names it', () => {
    const problems = fields.flatMap(({ path, ku, en }) => (en === undefined ? [] : termProblems(path, en, ku)));
    expect(problems).toEqual([]);
  });

  it('titles the manufacturing and mechanical services with the terms the interface uses', () => {
    const services = readItems('services.json') as Array<{ sector: string; titleKu: string }>;
    const title = (sector: string) => services.find((s) => s.sector === sector)?.titleKu;
    expect(title('manufacturing')).toBe(SORANI_TERMS.manufacturing);
    expect(title('mechanical')).toBe(SORANI_TERMS.mechanical);
  });
});
