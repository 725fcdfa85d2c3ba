/**
 * What makes a string unacceptable as text a visitor typed:
 * - a lone UTF-16 surrogate (JSON can carry `"\ud800"`): not Unicode at all; validators that encode
 *   the string throw on it (class-validator's isEmail raises URIError) and databases mangle it;
 * - NUL (U+0000): no form field legitimately holds one, and C-string tools (mail, CSV, log viewers)
 *   cut the text at it. Refused rather than stripped, so nothing a visitor sent is silently changed.
 */
export type TextFault = 'lone-surrogate' | 'nul';

const FAULT_DESCRIPTIONS: Record<TextFault, string> = {
  'lone-surrogate': 'contains a character that is not valid Unicode (a lone UTF-16 surrogate)',
  nul: 'contains a NUL character (U+0000), which is not allowed',
};

export function textFault(text: string): TextFault | null {
  if (!text.isWellFormed()) return 'lone-surrogate';
  if (text.includes('\u0000')) return 'nul';
  return null;
}

/** `Name contains a NUL character (U+0000), which is not allowed` for subject `Name`. */
export function describeTextFault(subject: string, fault: TextFault): string {
  return `${subject} ${FAULT_DESCRIPTIONS[fault]}`;
}

/** The first fault in any string of a JSON value, object keys included; walks with its own stack, so depth cannot overflow it. */
export function firstTextFault(value: unknown): TextFault | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      const fault = textFault(current);
      if (fault) return fault;
    } else if (Array.isArray(current)) {
      // A loop, not push(...current): spreading a huge array overflows the stack too.
      for (const item of current) pending.push(item);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const fault = textFault(key);
        if (fault) return fault;
        pending.push(child);
      }
    }
  }
  return null;
}

/** Why an input cannot be validated: `fields` names each top-level field holding bad text, when its name can be shown. */
export interface MalformedText {
  message: string;
  fields?: Record<string, string>;
}

/**
 * Looks for bad text anywhere in an input (a body, a query object, a single value). Each top-level
 * field whose value holds some gets its own message, e.g. `Email contains a character that is not
 * valid Unicode (…)`; a field name that is itself bad text cannot be shown back, so it gets a
 * message without `fields`.
 */
export function findMalformedText(input: unknown): MalformedText | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const fault = firstTextFault(input);
    return fault ? { message: describeTextFault('The value', fault) } : null;
  }
  const fields: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(input)) {
    const keyFault = textFault(key);
    if (keyFault) return { message: describeTextFault('A field name in the request', keyFault) };
    const fault = firstTextFault(value);
    if (fault) fields.push([key, describeTextFault(labelOf(key), fault)]);
  }
  // fromEntries defines own properties, so even a field named __proto__ stays a plain key.
  return fields.length > 0 ? { message: 'Validation failed', fields: Object.fromEntries(fields) } : null;
}

/** `email` → `Email`, as the DTOs' own messages name their fields. */
function labelOf(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}
