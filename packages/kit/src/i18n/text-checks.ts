/**
 * Checks shared by every texts test (kit and remotes): both languages must have the same keys, no empty
 * strings, the right script in each language, Sorani letters rather than their Arabic look-alikes, and
 * the same interpolation placeholders. Each check returns human-readable problems, so a failing test
 * names the exact key.
 */

export type TextTree = { [key: string]: string | TextTree };

/** Every key path of a texts tree, inner nodes included, so a missing or extra branch is caught too. */
export function keyPaths(tree: object, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    paths.push(path);
    if (value !== null && typeof value === 'object') paths.push(...keyPaths(value as object, path));
  }
  return paths.sort();
}

/** Every string leaf of a texts tree by its dotted path. */
export function stringLeaves(tree: object, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else if (value !== null && typeof value === 'object') {
      for (const [p, v] of stringLeaves(value as object, path)) leaves.set(p, v);
    }
  }
  return leaves;
}

// i18next's {{name}} and antd's ${name}: both stay untranslated and must survive translation.
const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}|\$\{[\w.]+\}/g;

export function placeholders(text: string): string[] {
  return (text.match(PLACEHOLDER) ?? []).map((p) => p.replace(/\s+/g, '')).sort();
}

/** The text a reader sees, without placeholders (their names are code, not words). */
export function withoutPlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, '');
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/;
const ANY_LETTER = /\p{L}/u;
// Arabic letters Sorani writes differently: ك→ک, ي/ى→ی, ة→ە.
const NON_SORANI_LETTERS = /[\u0643\u064A\u0649\u0629]/g;

export const hasArabicScript = (text: string): boolean => ARABIC_SCRIPT.test(text);
export const hasLatinLetter = (text: string): boolean => LATIN_LETTER.test(text);

export interface TextCheckOptions {
  /** Kurdish-tree paths allowed to hold Latin script (e.g. `language.en`, the word 'English'). */
  kuLatinAllowed?: readonly string[];
  /** English-tree paths allowed to hold Arabic script (e.g. `language.ku`, the word 'کوردی'). */
  enArabicAllowed?: readonly string[];
}

/** Paths present in one tree and not the other, at any depth. */
export function keyParityProblems(en: object, ku: object): string[] {
  const enPaths = new Set(keyPaths(en));
  const kuPaths = new Set(keyPaths(ku));
  return [
    ...[...enPaths].filter((p) => !kuPaths.has(p)).map((p) => `ku is missing ${p}`),
    ...[...kuPaths].filter((p) => !enPaths.has(p)).map((p) => `ku has extra key ${p}`),
  ];
}

/** All problems of a pair of texts trees; an empty list means the pair is sound. */
export function textProblems(en: object, ku: object, options: TextCheckOptions = {}): string[] {
  const kuLatinAllowed = new Set(options.kuLatinAllowed ?? []);
  const enArabicAllowed = new Set(options.enArabicAllowed ?? []);
  const problems = keyParityProblems(en, ku);
  const enLeaves = stringLeaves(en);
  const kuLeaves = stringLeaves(ku);

  for (const [path, text] of enLeaves) {
    if (text.trim() === '') problems.push(`en ${path} is empty`);
    if (hasArabicScript(text) && !enArabicAllowed.has(path)) problems.push(`en ${path} has Arabic script: ${text}`);
  }
  for (const [path, text] of kuLeaves) {
    if (text.trim() === '') {
      problems.push(`ku ${path} is empty`);
      continue;
    }
    const words = withoutPlaceholders(text);
    // Strings with no letters at all (numbers, symbols) have no script to check.
    if (!kuLatinAllowed.has(path) && ANY_LETTER.test(words)) {
      if (!hasArabicScript(words)) problems.push(`ku ${path} is not in Arabic script: ${text}`);
      if (hasLatinLetter(words)) problems.push(`ku ${path} has Latin letters: ${text}`);
    }
    const foreign = text.match(NON_SORANI_LETTERS);
    if (foreign) problems.push(`ku ${path} uses Arabic letters Sorani writes otherwise (${foreign.join(' ')}): ${text}`);
    const enText = enLeaves.get(path);
    if (enText !== undefined && placeholders(enText).join() !== placeholders(text).join()) {
      problems.push(`ku ${path} placeholders ${placeholders(text).join() || 'none'} differ from en ${placeholders(enText).join() || 'none'}`);
    }
  }
  return problems;
}
