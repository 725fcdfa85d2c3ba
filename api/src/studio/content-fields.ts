import type { ContentKind } from '@azmar/contract/content/content-dates';
import type { Language } from '@azmar/contract/content/language';
import { type AnyContentDraft, LANGUAGE_FIELDS, type MissingFields } from '@azmar/contract/staff/content-items';
import type { FieldChange } from '@azmar/contract/staff/content-versions';

type Json = unknown;
type Record_ = Record<string, Json>;
const isRecord = (value: Json): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: Json) => typeof value === 'string' && value.trim() === '';

/** The English key of a Kurdish one in the same object: `titleKu` → `titleEn`, `captionKu` → `caption`. */
function englishKeyOf(object: Record_, kurdishKey: string): string | null {
  const base = kurdishKey.slice(0, -2);
  if (`${base}En` in object) return `${base}En`;
  return base in object ? base : null;
}

/**
 * The fields of a draft still empty in each language, as paths (`titleKu`, `gallery[2].captionKu`,
 * `interviews[0].statementsKu[1]`): a blank text, or one language's value missing (null, or a shorter list) where
 * the other language has one. Fields with no language (image, sector) are not named.
 */
export function missingFields(draft: AnyContentDraft): MissingFields {
  const missing: MissingFields = { en: [], ku: [] };
  walk(draft as unknown as Record_, '', missing);
  return missing;
}

function walk(object: Record_, parent: string, missing: MissingFields): void {
  const at = (key: string) => (parent ? `${parent}.${key}` : key);
  for (const [kuKey, kuValue] of Object.entries(object)) {
    if (!kuKey.endsWith('Ku')) continue;
    const enKey = englishKeyOf(object, kuKey);
    if (enKey === null) continue;
    comparePair(object[enKey], kuValue, at(enKey), at(kuKey), missing);
  }
  for (const [key, value] of Object.entries(object)) {
    if (Array.isArray(value)) value.forEach((item, i) => isRecord(item) && walk(item, `${at(key)}[${i}]`, missing));
    else if (isRecord(value)) walk(value, at(key), missing);
  }
}

function comparePair(en: Json, ku: Json, enPath: string, kuPath: string, missing: MissingFields): void {
  if (Array.isArray(en) || Array.isArray(ku)) {
    const enList = Array.isArray(en) ? en : [];
    const kuList = Array.isArray(ku) ? ku : [];
    for (let i = 0; i < Math.max(enList.length, kuList.length); i += 1) {
      if (i >= enList.length || isBlank(enList[i])) missing.en.push(`${enPath}[${i}]`);
      if (i >= kuList.length || isBlank(kuList[i])) missing.ku.push(`${kuPath}[${i}]`);
    }
    return;
  }
  const enEmpty = en === null || en === undefined || isBlank(en);
  const kuEmpty = ku === null || ku === undefined || isBlank(ku);
  // Both null: an optional field nobody filled in, in either language.
  if (en === null && ku === null) return;
  if (enEmpty) missing.en.push(enPath);
  if (kuEmpty) missing.ku.push(kuPath);
}

/**
 * What visitors see after publishing `languages` of `draft` over `published`: the draft's fields of those languages
 * and every shared one, the published fields of the other language. A first publish (nothing published) takes all.
 */
export function mergeForPublish<D extends AnyContentDraft>(kind: ContentKind, draft: D, published: D | null, languages: readonly Language[]): D {
  if (!published || (languages.includes('en') && languages.includes('ku'))) return { ...draft };
  const merged: Record_ = { ...(draft as unknown as Record_) };
  const kept: Language = languages.includes('en') ? 'ku' : 'en';
  for (const key of LANGUAGE_FIELDS[kind][kept] as readonly string[]) merged[key] = (published as unknown as Record_)[key];
  return merged as unknown as D;
}

/** Field-by-field changes from `before` to `after` (top-level fields, nested objects by path; lists whole). */
export function diffFields(before: AnyContentDraft | null, after: AnyContentDraft): FieldChange[] {
  const changes: FieldChange[] = [];
  const compare = (a: Json, b: Json, path: string) => {
    if (isRecord(a) && isRecord(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) compare(a[key], b[key], path ? `${path}.${key}` : key);
    } else if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null)) {
      changes.push({ field: path, before: a ?? null, after: b ?? null });
    }
  };
  const afterRecord = after as unknown as Record_;
  const beforeRecord = (before ?? {}) as unknown as Record_;
  for (const key of Object.keys(afterRecord)) compare(beforeRecord[key], afterRecord[key], key);
  return changes;
}

/** A copy of `draft` whose blank texts hold a placeholder: a draft may be unfinished, but every other rule holds. */
export function withBlanksFilled<T>(value: T): T {
  if (isBlank(value)) return 'x' as T;
  if (Array.isArray(value)) return value.map(withBlanksFilled) as T;
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBlanksFilled(v)])) as T;
  return value;
}

/** JSON with every object's keys in order: two items with the same values compare equal however their keys were sent. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Whether a draft is what visitors see (the staff area may send the keys in any order). */
export const sameContent = (a: Json, b: Json): boolean => canonical(a) === canonical(b);
