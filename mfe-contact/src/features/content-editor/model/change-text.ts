/** A field's value before or after a change, as text a person reads: lists and objects as compact JSON, nothing as a dash. */
export function changeText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
