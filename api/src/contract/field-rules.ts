/**
 * A tiny runtime description of the contract's content types. `Shape<T>` must name every key of `T`
 * with a rule whose value type is exactly that key's type, so the compiler ties these rules to
 * `@azmar/contract`; the seeder validates data files with them and the integration suites check real
 * responses with them.
 */
export interface FieldRule<V> {
  /** `null` when the value is acceptable, otherwise why not. */
  check(value: unknown): string | null;
  /** Phantom, invariant in V: makes `FieldRule<string>` unusable where `FieldRule<string | null>` is declared. */
  readonly __type?: (value: V) => V;
}

export type Shape<T> = { [K in keyof T]-?: FieldRule<T[K]> };

const rule = <V>(check: (value: unknown) => string | null): FieldRule<V> => ({ check });

export const text = (maxLength = 10_000): FieldRule<string> =>
  rule((v) =>
    typeof v !== 'string' || v.trim() === '' ? 'must be a non-empty string' : v.length > maxLength ? `must be at most ${maxLength} characters` : null,
  );

export const integer = (): FieldRule<number> =>
  rule((v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? null : 'must be a positive whole number'));

export const nonNegativeNumber = (): FieldRule<number> => rule((v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? null : 'must be a number ≥ 0'));

export const boolean = (): FieldRule<boolean> => rule((v) => (typeof v === 'boolean' ? null : 'must be true or false'));

export const oneOf = <T extends string>(values: readonly T[]): FieldRule<T> =>
  rule((v) => (typeof v === 'string' && (values as readonly string[]).includes(v) ? null : `must be one of ${values.join(', ')}`));

/** A site-relative path such as `/assets/media/x.jpg`: never a remote URL, so the site works offline. */
export const mediaPath = (): FieldRule<string> =>
  rule((v) => (typeof v === 'string' && /^\/[^\s]*[^/\s]$/.test(v) && !v.startsWith('//') ? null : 'must be a site-relative path like /assets/media/name.jpg'));

export const httpUrl = (): FieldRule<string> =>
  rule((v) => {
    if (typeof v !== 'string') return 'must be an http(s) URL';
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol) ? null : 'must be an http(s) URL';
    } catch {
      return 'must be an http(s) URL';
    }
  });

/** An ISO-8601 UTC timestamp as the API sends it, e.g. 2021-06-30T00:00:00.000Z. */
export const isoTimestamp = (): FieldRule<string> =>
  rule((v) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(v) && !Number.isNaN(Date.parse(v))
      ? null
      : 'must be an ISO-8601 UTC timestamp like 2021-06-30T00:00:00.000Z',
  );

export const nullable = <V>(inner: FieldRule<V>): FieldRule<V | null> => rule((v) => (v === null ? null : inner.check(v)));

/** Only for keys the contract declares optional (`key?:`); absent and `null` are both accepted. */
export const optional = <V>(inner: FieldRule<V>): FieldRule<V | undefined> => rule((v) => (v === undefined ? null : inner.check(v)));

export const list = <V>(item: FieldRule<V>, options: { minItems?: number } = {}): FieldRule<V[]> =>
  rule((v) => {
    if (!Array.isArray(v)) return 'must be a list';
    if (v.length < (options.minItems ?? 0)) return `must have at least ${options.minItems} item(s)`;
    for (const [index, element] of v.entries()) {
      const problem = item.check(element);
      if (problem) return `item ${index}: ${problem}`;
    }
    return null;
  });

export const object = <T>(shape: Shape<T>, options: { optionalKeys?: boolean } = {}): FieldRule<T> =>
  rule((v) => {
    const problems = checkShape(v, shape, options);
    return problems.length === 0 ? null : problems.join('; ');
  });

/**
 * Every problem of `value` against `shape`, each prefixed with the field name. Unknown keys are
 * problems too; missing keys are unless `optionalKeys` (used for the contract's `?:` objects).
 */
export function checkShape<T>(value: unknown, shape: Shape<T>, options: { optionalKeys?: boolean } = {}): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['must be an object'];
  const record = value as Record<string, unknown>;
  const rules = shape as Record<string, FieldRule<unknown>>;
  const problems: string[] = [];
  for (const [key, fieldRule] of Object.entries(rules)) {
    if (!(key in record)) {
      if (!options.optionalKeys) problems.push(`"${key}": is missing (write null when there is no value)`);
      continue;
    }
    const problem = fieldRule.check(record[key]);
    if (problem) problems.push(`"${key}": ${problem}`);
  }
  for (const key of Object.keys(record)) {
    if (!(key in rules)) problems.push(`"${key}": is not a known field`);
  }
  return problems;
}
