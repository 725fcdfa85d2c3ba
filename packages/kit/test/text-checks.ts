/**
 * Checks shared by every texts test (kit and remotes) and by the antd locale and content tests: both
 * languages must have the same keys, no empty strings, the right script in each language, Sorani letters
 * and Eastern Arabic digits rather than their look-alikes, no English word or English-valued placeholder
 * in Kurdish, none of the forms the Sorani review replaced, and the same interpolation placeholders.
 * Each check returns human-readable problems, so a failing test names the exact key.
 */

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
function stringLeaves(tree: object, prefix = ''): Map<string, string> {
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
// By script, not by code-point range: the range of Latin letters also holds × (as in ٢٠×١٠). A code such as IP67 is
// one word, its digits with it.
const LATIN_WORD = /\p{Script=Latin}[\p{Script=Latin}0-9-]*/gu;
// A Latin code ends in Latin digits (IP67, read left to right), never in Sorani's (IP٦٧ mixes two systems).
const LATIN_WITH_EASTERN_DIGITS = /\p{Script=Latin}[\u0660-\u0669]/gu;
const ANY_LETTER = /\p{L}/u;
// Arabic letters Sorani writes differently: ك→ک, ي/ى→ی, ة→ە.
const NON_SORANI_LETTERS = /[\u0643\u064A\u0649\u0629]/g;
// Sorani writes Eastern Arabic digits (٠-٩); ASCII, the Persian forms (۰-۹) and the superscript digits (as in m², whose
// ² is a Latin digit: a square metre is مەتری چوارگۆشە) are other digit systems.
const NON_SORANI_DIGITS = /[0-9\u06F0-\u06F9\u00B2\u00B3\u00B9\u2070-\u2079]/g;
// Placeholders antd fills with an English word (the rule's type name: 'email', 'url'…), never Kurdish.
const ENGLISH_VALUED_PLACEHOLDERS = ['${type}'];

export const hasArabicScript = (text: string): boolean => ARABIC_SCRIPT.test(text);

/**
 * The Sorani term for each concept that had two in the texts (the one they used most, or the one a Sorani review
 * chose); content and UI use only these. The other forms are in `REPLACED_SORANI_FORMS`.
 */
export const SORANI_TERMS = {
  manufacturing: 'پیشەسازی',
  quality: 'کوالیتی',
  mechanical: 'میکانیکی',
  maintenance: 'چاکسازی',
  whatsapp: 'واتسئاپ',
  technology: 'تەکنەلۆژی',
  team: 'تیم',
  qualityAssurance: 'دڵنیایی کوالیتی',
  poultryEquipment: 'ئامێری پەلەوەرداری',
  workshop: 'وەرشە',
  standard: 'پێوەر',
  automatic: 'ئۆتۆماتیکی',
  planned: 'لە پلاندایە',
  completed: 'تەواوکراو',
  rubberPavers: 'شۆستەی لاستیکی',
  inverter: 'گۆڕەری کارەبا',
  squareMetre: 'مەتری چوارگۆشە',
  // The third Sorani review (issue 35): its table of one term per concept.
  quote: 'نرخنامە',
  call: 'تەلەفۆن',
  contact: 'پەیوەندی',
  equipment: 'ئامێر',
  group: 'گرووپ',
  sector: 'کەرت',
  fleet: 'بارهەڵگر',
  birdsCounted: 'مریشک',
  broiler: 'مریشکی گۆشت',
  menu: 'مێنیو',
  afterSales: 'خزمەتگوزاریی دوای فرۆشتن',
  road: 'ڕێگا',
  pedestrian: 'پیادە',
  operations: 'ئۆپەراسیۆن',
  ellipsis: '…',
} as const;

export interface TermRule {
  concept: string;
  english: RegExp;
  /** The term as the message names it. */
  kurdish: string;
  /** Where the term takes a form the plain text is not in (an indefinite or ezafe ending): what the Kurdish must match. */
  kurdishPattern?: RegExp;
}

/** Where the English says this, the Kurdish uses that term (one term per concept, in UI texts and content). */
export const SORANI_TERM_RULES: readonly TermRule[] = [
  // The sector only (alone, or in the list of sectors): equipment manufacturing is دروستکردنی ئامێر, a manufacturing
  // supervisor سەرپەرشتیاری بەرهەمهێنان.
  { concept: 'manufacturing (the sector)', english: /^manufacturing$|construction[,·\s]+manufacturing/i, kurdish: SORANI_TERMS.manufacturing },
  { concept: 'quality', english: /quality/i, kurdish: SORANI_TERMS.quality },
  { concept: 'mechanical', english: /mechanical/i, kurdish: SORANI_TERMS.mechanical },
  { concept: 'maintenance', english: /maintenance|maintains|servicing|service visit/i, kurdish: SORANI_TERMS.maintenance },
  { concept: 'preventive', english: /preventive/i, kurdish: 'پێشگیری' },
  { concept: 'planned or scheduled', english: /(planned|scheduled) maintenance/i, kurdish: 'خولی' },
  { concept: 'heavy-duty', english: /heavy-duty/i, kurdish: 'بەرگەگری باری قورس' },
  { concept: 'small business', english: /small business/i, kurdish: 'دوکان و نووسینگەی بچووک' },
  { concept: 'WhatsApp', english: /whatsapp/i, kurdish: SORANI_TERMS.whatsapp },
  { concept: 'technology', english: /technolog/i, kurdish: SORANI_TERMS.technology },
  { concept: 'team or staff', english: /\b(team|staff)\b/i, kurdish: SORANI_TERMS.team },
  { concept: 'quality assurance', english: /quality assurance/i, kurdish: SORANI_TERMS.qualityAssurance },
  { concept: 'poultry equipment', english: /poultry equipment/i, kurdish: SORANI_TERMS.poultryEquipment },
  { concept: 'workshop', english: /workshop/i, kurdish: SORANI_TERMS.workshop },
  { concept: 'standard', english: /standard/i, kurdish: SORANI_TERMS.standard },
  { concept: 'automatic', english: /automat/i, kurdish: SORANI_TERMS.automatic },
  // The project statuses (a planned shutdown, a completed road are said in a sentence's own words).
  { concept: 'planned (the status)', english: /^planned$/i, kurdish: SORANI_TERMS.planned },
  { concept: 'completed (the status)', english: /^completed$|projects completed/i, kurdish: SORANI_TERMS.completed },
  {
    concept: 'rubber pavers',
    english: /rubber pavers?/i,
    kurdish: SORANI_TERMS.rubberPavers,
    kurdishPattern: /شۆستە(ی|یەکی) لاستیکی/u,
  },
  { concept: 'inverter', english: /inverter/i, kurdish: SORANI_TERMS.inverter },
  {
    concept: 'square metre',
    english: /m²|square met/i,
    kurdish: SORANI_TERMS.squareMetre,
    kurdishPattern: /مەتر(ی|ێکی)? چوارگۆشە/u,
  },
  // The third review (issue 35).
  { concept: 'quote', english: /\bquote\b/i, kurdish: SORANI_TERMS.quote },
  // To call is to telephone (تەلەفۆن کردن); to contact, پەیوەندی کردن: "Call Now" beside "Contact Us" must not read the same.
  { concept: 'call', english: /\bcall\b/i, kurdish: SORANI_TERMS.call },
  { concept: 'contact', english: /\bcontact\b/i, kurdish: SORANI_TERMS.contact },
  // Machines and equipment are one word (materials, machines and equipment: کەرەستە و ئامێر).
  { concept: 'equipment or machine', english: /equipment|\bmachine(s|ry)?\b/i, kurdish: SORANI_TERMS.equipment },
  { concept: 'the company (the group)', english: /\bcompany\b/i, kurdish: SORANI_TERMS.group },
  { concept: 'sector', english: /\bsectors?\b/i, kurdish: SORANI_TERMS.sector },
  { concept: 'our fleet', english: /\bfleet\b/i, kurdish: SORANI_TERMS.fleet },
  // Birds counted (3,000 birds an hour, a 20,000-bird house): the chickens they are, not poultry (پەلەوەر) in general.
  { concept: 'birds counted', english: /(\d|\}\})[\d,–-]*[\s-]birds?\b/i, kurdish: SORANI_TERMS.birdsCounted },
  { concept: 'broiler', english: /broiler/i, kurdish: SORANI_TERMS.broiler },
  { concept: 'menu', english: /\bmenus?\b/i, kurdish: SORANI_TERMS.menu },
  { concept: 'after-sales service', english: /after-sales/i, kurdish: SORANI_TERMS.afterSales },
  { concept: 'pedestrian', english: /pedestrian/i, kurdish: SORANI_TERMS.pedestrian },
  { concept: 'operations', english: /\boperations\b/i, kurdish: SORANI_TERMS.operations },
];

/** A Kurdish text that misses the chosen term of a concept its English names. */
export function termProblems(path: string, en: string, ku: string): string[] {
  const hasTerm = (rule: TermRule): boolean => (rule.kurdishPattern ? rule.kurdishPattern.test(ku) : ku.includes(rule.kurdish));
  return SORANI_TERM_RULES.filter((rule) => rule.english.test(en) && !hasTerm(rule)).map(
    (rule) => `ku ${path} says ${rule.concept} without «${rule.kurdish}»: ${ku}`,
  );
}

export interface ReplacedForm {
  form: string;
  /** Only as a whole word (so `میکانیک` is caught and `میکانیکی` is not). */
  wholeWord?: boolean;
  /** Not where this follows it at once (so a bare `نرخ` is caught and `نرخنامە` is not). */
  exceptBefore?: string;
  why: string;
}

const POLITE_PLURAL = 'the visitor is addressed in the polite plural';

/** Forms the Sorani review replaced; none may come back in any Kurdish text. */
export const REPLACED_SORANI_FORMS: readonly ReplacedForm[] = [
  { form: 'پێشبینینی فایل', why: 'پێشبینی means forecast; a file preview is بینینی فایل' },
  { form: 'بلۆکی فەرشکردن', why: 'paver blocks are بلۆکی شۆستە' },
  { form: 'بە تیمی ڕاخستنی', why: 'the paving line reads ڕاخستنی ڕێگا بە قیر و کۆنکریت لەلایەن تیمەکانی خۆمانەوە' },
  { form: 'بارگران', why: 'heavy-duty is بەرگەگری باری قورس' },
  { form: 'یەک گرووپی', why: 'a trusted group is گرووپێکی جێی متمانە' },
  { form: 'ڕووپۆش', why: 'coverage is written out: ٥٠ بلۆک بۆ هەر مەتر چوارگۆشەیەک' },
  { form: 'کاری بچووک', why: 'a small business is دوکان و نووسینگەی بچووک' },
  { form: 'پێشوەختە', why: 'preventive maintenance is چاکسازیی پێشگیری' },
  { form: 'خشتەدار', why: 'scheduled maintenance is چاکسازیی خولی' },
  { form: 'زۆرترین', why: 'at most is لانیزۆر' },
  { form: 'چۆنایەتی', why: `one term for quality: ${SORANI_TERMS.quality}` },
  { form: 'میکانیک', wholeWord: true, why: `one term for mechanical: ${SORANI_TERMS.mechanical}` },
  // The second Sorani review (issue 21).
  { form: 'واتسئەپ', why: `WhatsApp is ${SORANI_TERMS.whatsapp}` },
  { form: 'پەلەوەرانە', why: `poultry equipment is ${SORANI_TERMS.poultryEquipment}` },
  { form: 'بمان دۆزنەوە', why: 'the pronoun is joined to the verb: بماندۆزنەوە' },
  { form: 'کاتەکانی کار', why: 'office hours are کاتی دەوام' },
  { form: 'بار بکەنەوە', why: 'to reload a page is نوێ بکەنەوە' },
  { form: 'کرداری', wholeWord: true, why: 'کردار is a deed; a process is پرۆسە' },
  { form: 'سەرکردە', why: 'سەرکردە is a political or military leader; a manager is بەڕێوەبەر' },
  { form: 'نایابیی کوالیتی', why: 'quality excellence is کوالیتیی بەرز' },
  { form: 'تەکنەلۆجی', why: `one spelling for technology: ${SORANI_TERMS.technology}ا` },
  { form: 'ستاف', why: `one term for team: ${SORANI_TERMS.team}` },
  { form: 'ستاندارد', why: `one term for standard: ${SORANI_TERMS.standard}` },
  { form: 'دڵنیاکردنەوەی کوالیتی', why: `quality assurance is ${SORANI_TERMS.qualityAssurance}` },
  { form: 'خۆکار', why: `one term for automatic: ${SORANI_TERMS.automatic}` },
  { form: 'پلان بۆ داڕێژراو', why: `the planned status is ${SORANI_TERMS.planned}` },
  { form: 'تەواوبوو', wholeWord: true, why: `the completed status is ${SORANI_TERMS.completed}` },
  { form: 'تەکنیککار', why: 'a technician is تەکنیکار' },
  { form: 'پیشەسازیی ئامێر', why: 'equipment manufacturing is دروستکردنی ئامێر (پیشەسازی is the sector)' },
  { form: 'پەڕەی ئاسن', why: 'steel sheet is پلێتی پۆڵا' },
  { form: 'کارگێڕی', why: `operations is ${SORANI_TERMS.operations}; کارگێڕی is administration` },
  { form: 'لیسیۆم', why: 'lithium is لیتیۆم' },
  { form: 'کاشی پارکینگ', why: 'the ezafe after a final ی: کاشیی پارکینگ' },
  { form: 'کاشی لاستیکی', why: 'the ezafe after a final ی: کاشیی لاستیکی' },
  { form: 'وای فای', why: 'Wi-Fi is وایفای' },
  // The third Sorani review (issue 35): its one term per concept…
  { form: 'نرخ', exceptBefore: 'نامە', why: `a quote is ${SORANI_TERMS.quote} (داوای نرخنامە بکەن); the site names no price` },
  { form: 'ئێستا پەیوەندی بکەن', why: `Call Now is ئێستا ${SORANI_TERMS.call} بکەن; پەیوەندی is to contact` },
  { form: 'کەلوپەل', why: `one term for equipment: ${SORANI_TERMS.equipment}` },
  { form: 'پێداویستی', why: `one term for equipment: ${SORANI_TERMS.equipment}` },
  { form: 'مەکینە', why: `one term for a machine: ${SORANI_TERMS.equipment}` },
  { form: 'کۆمپانیا', why: `the company is the ${SORANI_TERMS.group} everywhere the site names it` },
  { form: 'بوار', why: `one term for sector: ${SORANI_TERMS.sector}` },
  { form: 'ئۆتۆمبێلەکانی خۆمان', why: `our fleet is ${SORANI_TERMS.fleet}ەکانی خۆمان` },
  { form: 'مریشکی گۆشتی', wholeWord: true, why: `a broiler is ${SORANI_TERMS.broiler}` },
  { form: 'خزمەتی دوای فرۆشتن', why: `after-sales service is ${SORANI_TERMS.afterSales}` },
  { form: 'ڕێگە', why: `one spelling for road and way: ${SORANI_TERMS.road}` },
  { form: 'پیاسە', why: `pedestrian is ${SORANI_TERMS.pedestrian}; a walk through a place is گەشتێک` },
  { form: '...', why: `the ellipsis is one character: ${SORANI_TERMS.ellipsis}` },
  { form: 'ئۆپەراسیۆنەکان', why: `operations is ${SORANI_TERMS.operations} (بەڕێوەبەری ئۆپەراسیۆن): the plural sounds military` },
  // …and its corrections, where the replaced form is wrong wherever it stands.
  { form: 'بەدوامان بکەون', why: 'a calque of "follow us": لە تۆڕە کۆمەڵایەتییەکان لەگەڵمان بن' },
  { form: 'ڤیدیۆی تایبەت', why: 'reads "a special (private) video": a featured video is ڤیدیۆی هەڵبژێردراو' },
  { form: 'دانیشتن', why: 'دانیشتن is sitting; a sign-in session is ماوەی چوونەژوورەوە' },
  { form: 'بە ئەزموون', wholeWord: true, why: 'experienced is one word: بەئەزموون' },
  { form: 'سەرتاپای', why: 'throughout is بە تەواوی' },
  { form: 'ئەندازیاریی سەردەم', why: 'سەردەم is a noun: current engineering is ئەندازیاریی هاوچەرخ' },
  // Singular (familiar) forms addressed to the visitor.
  { form: 'مۆبایلەکەت', wholeWord: true, why: `${POLITE_PLURAL}: مۆبایلەکەتان` },
  { form: 'بڕۆ', wholeWord: true, why: `${POLITE_PLURAL}: بڕۆن` },
  { form: 'بکە', wholeWord: true, why: `${POLITE_PLURAL}: بکەن` },
  { form: 'بدە', wholeWord: true, why: `${POLITE_PLURAL}: بدەن` },
  { form: 'بدەرەوە', wholeWord: true, why: `${POLITE_PLURAL}: بدەنەوە` },
  { form: 'بزانە', wholeWord: true, why: `${POLITE_PLURAL}: بزانن` },
  { form: 'بنووسە', wholeWord: true, why: `${POLITE_PLURAL}: بنووسن` },
  { form: 'بخوێنەرەوە', wholeWord: true, why: `${POLITE_PLURAL}: بخوێننەوە` },
  { form: 'بگەڕێ', wholeWord: true, why: `${POLITE_PLURAL}: بگەڕێن` },
  { form: 'هەڵبژێرە', wholeWord: true, why: `${POLITE_PLURAL}: هەڵبژێرن` },
  { form: 'بپشکنە', wholeWord: true, why: `${POLITE_PLURAL}: بپشکنن` },
];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A word edge in Arabic script: no letter or combining mark on that side (\b knows only ASCII).
const REPLACED_FORM_PATTERNS = REPLACED_SORANI_FORMS.map((entry) => {
  const before = entry.wholeWord ? '(?<![\\p{L}\\p{M}])' : '';
  const after = `${entry.wholeWord ? '(?![\\p{L}\\p{M}])' : ''}${entry.exceptBefore ? `(?!${escapeRegExp(entry.exceptBefore)})` : ''}`;
  return { entry, pattern: new RegExp(`${before}${escapeRegExp(entry.form)}${after}`, 'u') };
});

export interface KurdishTextOptions {
  /** Latin words a Kurdish reader sees in Latin on the product itself (acronyms, brands: 'LED', 'Siemens'). */
  latinWords?: readonly string[];
  /** Skip the script checks (a path that names English in English, e.g. the language toggle's 'English'). */
  latinAllowed?: boolean;
}

/**
 * The problems of one Kurdish text: empty, not Arabic script, English words, Arabic look-alike letters,
 * another digit system, an English-valued placeholder or a replaced form. Placeholders are code, so
 * their names are not checked as words or digits.
 */
export function kurdishTextProblems(path: string, text: string, options: KurdishTextOptions = {}): string[] {
  if (text.trim() === '') return [`ku ${path} is empty`];
  const problems: string[] = [];
  const words = withoutPlaceholders(text);
  const latinWords = new Set(options.latinWords ?? []);
  // Strings with no letters at all (numbers, symbols) have no script to check.
  if (!options.latinAllowed && ANY_LETTER.test(words)) {
    if (!hasArabicScript(words)) problems.push(`ku ${path} is not in Arabic script: ${text}`);
    const english = (words.match(LATIN_WORD) ?? []).filter((word) => !latinWords.has(word));
    if (english.length > 0) problems.push(`ku ${path} has Latin letters (${english.join(' ')}): ${text}`);
  }
  const foreign = text.match(NON_SORANI_LETTERS);
  if (foreign) problems.push(`ku ${path} uses Arabic letters Sorani writes otherwise (${foreign.join(' ')}): ${text}`);
  // A Latin code the caller allows keeps its Latin digits (IP67); every other digit is checked.
  const outsideCodes = words.replace(LATIN_WORD, (word) => (latinWords.has(word) ? '' : word));
  const digits = outsideCodes.match(NON_SORANI_DIGITS);
  if (digits) problems.push(`ku ${path} has digits other than Eastern Arabic ٠-٩ (${digits.join('')}): ${text}`);
  const mixed = words.match(LATIN_WITH_EASTERN_DIGITS);
  if (mixed) problems.push(`ku ${path} writes a Latin code with Eastern Arabic digits (${mixed.join(' ')}): write it all in Latin, e.g. IP67: ${text}`);
  for (const placeholder of ENGLISH_VALUED_PLACEHOLDERS) {
    if (text.includes(placeholder)) problems.push(`ku ${path} embeds ${placeholder}, which is filled with an English word: ${text}`);
  }
  for (const { entry, pattern } of REPLACED_FORM_PATTERNS) {
    if (pattern.test(text)) problems.push(`ku ${path} has the replaced form «${entry.form}» (${entry.why}): ${text}`);
  }
  return problems;
}

export interface TextCheckOptions {
  /** Kurdish-tree paths allowed to hold Latin script (e.g. `language.en`, the word 'English'). */
  kuLatinAllowed?: readonly string[];
  /** English-tree paths allowed to hold Arabic script (e.g. `language.ku`, the word 'کوردی'). */
  enArabicAllowed?: readonly string[];
}

/** Paths present in one tree and not the other, at any depth. */
function keyParityProblems(en: object, ku: object): string[] {
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
    problems.push(...kurdishTextProblems(path, text, { latinAllowed: kuLatinAllowed.has(path) }));
    const enText = enLeaves.get(path);
    if (enText !== undefined) problems.push(...termProblems(path, enText, text));
    if (enText !== undefined && placeholders(enText).join() !== placeholders(text).join()) {
      problems.push(`ku ${path} placeholders ${placeholders(text).join() || 'none'} differ from en ${placeholders(enText).join() || 'none'}`);
    }
  }
  return problems;
}

// A polite-plural imperative: a word on ب- ending in -ن (not the -ین of a verbal noun such as بینین), or -نەوە, or the
// -نە of بچنە (بکەن، بزانن، بنێرن، بیکەنەوە، بچنە ژوورەوە). A verbal noun (ناردن، داخستن، بینینی وردەکاری) is not one.
const POLITE_IMPERATIVE = /(?<![\p{L}\p{M}])ب[\p{L}\p{M}]*(?<!ی)ن(?:ەوە|ە)?(?![\p{L}\p{M}])/u;

/**
 * How a button's Kurdish label asks: as an imperative (داوای نرخنامە بکەن) or as a verbal noun (بینینی وردەکاری). The
 * buttons of one group use one style (the third review); a word-shape test, meant for the site's short labels.
 */
export function buttonStyle(label: string): 'imperative' | 'verbal noun' {
  return POLITE_IMPERATIVE.test(label) ? 'imperative' : 'verbal noun';
}

/** One namespace's texts in both languages, named for the messages. */
export interface NamedTexts {
  name: string;
  en: object;
  ku: object;
}

/**
 * The same English said two ways in Kurdish, across namespaces (the home page's bullets and the catalogue's, for
 * one): each English text that has more than one Kurdish translation, with where each is.
 */
export function translationDrift(namespaces: readonly NamedTexts[]): string[] {
  const translations = new Map<string, Map<string, string[]>>();
  for (const { name, en, ku } of namespaces) {
    const kuLeaves = stringLeaves(ku);
    for (const [path, english] of stringLeaves(en)) {
      const kurdish = kuLeaves.get(path);
      if (kurdish === undefined) continue;
      const byKurdish = translations.get(english) ?? new Map<string, string[]>();
      byKurdish.set(kurdish, [...(byKurdish.get(kurdish) ?? []), `${name}:${path}`]);
      translations.set(english, byKurdish);
    }
  }
  return [...translations]
    .filter(([, byKurdish]) => byKurdish.size > 1)
    .map(
      ([english, byKurdish]) => `«${english}» is translated ${[...byKurdish].map(([kurdish, where]) => `«${kurdish}» (${where.join(', ')})`).join(' and ')}`,
    );
}
