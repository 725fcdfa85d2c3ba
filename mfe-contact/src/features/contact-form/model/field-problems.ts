import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_RULES,
  type ContactField,
  type ContactFieldErrors,
  type ContactRule,
} from '@azmar/contract/content/contact-message-rules';

/**
 * What is wrong with one field, whoever found it: the browser (with the contract's rules) or the API
 * (its `fields`, which come from the same rules). `rule` picks the translated text; a server message
 * the rules do not know (null rule) is shown as the API wrote it.
 */
export interface FieldProblem {
  rule: ContactRule | null;
  serverMessage?: string;
}

export type FieldProblems = Partial<Record<ContactField, FieldProblem>>;

/** The contact texts hold one message per field and rule a visitor can meet; other rules share one. */
const TEXT_RULES: Record<ContactField, Partial<Record<ContactRule, string>>> = {
  name: { tooShort: 'tooShort', notText: 'tooShort', tooLong: 'tooLong' },
  email: { tooShort: 'invalid', notText: 'invalid', invalid: 'invalid', tooLong: 'tooLong' },
  phone: { tooLong: 'tooLong' },
  message: { tooShort: 'tooShort', notText: 'tooShort', tooLong: 'tooLong' },
  language: { invalid: 'invalid' },
};

const LIMITS: Record<ContactField, { min?: number; max?: number }> = {
  name: { min: CONTACT_LIMITS.nameMin, max: CONTACT_LIMITS.nameMax },
  email: { max: CONTACT_LIMITS.emailMax },
  phone: { max: CONTACT_LIMITS.phoneMax },
  message: { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax },
  language: {},
};

/** The key (under `contact.contact.form.errors`) and the numbers of a problem's text, or null to show the server's own words. */
export function problemText(field: ContactField, problem: FieldProblem): { key: string; min?: number; max?: number } | null {
  // One text for every field: the form has taken the characters out (`withoutHiddenCharacters`) and says so.
  if (problem.rule === 'hidden') return { key: 'contact.form.errors.hidden' };
  const rule = problem.rule ? TEXT_RULES[field][problem.rule] : undefined;
  return rule ? { key: `contact.form.errors.${field}.${rule}`, ...LIMITS[field] } : null;
}

export function problemsFromRules(errors: ContactFieldErrors): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of CONTACT_FIELDS) {
    const error = errors[field];
    if (error) problems[field] = { rule: error.rule };
  }
  return problems;
}

/** The API's `fields` (English messages of the shared rules) back to rules, so they show in the page's language. */
export function problemsFromServer(fields: Record<string, string>): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of CONTACT_FIELDS) {
    const message = fields[field];
    if (!message) continue;
    const messages = CONTACT_RULES[field].messages as Partial<Record<ContactRule, string>>;
    const rule = (Object.keys(messages) as ContactRule[]).find((candidate) => messages[candidate] === message) ?? null;
    problems[field] = { rule, serverMessage: message };
  }
  return problems;
}
