import type { ContactMessageInput } from './contact-message.js';
import { isEmailAddress } from './email-address.js';
import { LANGUAGES, type Language } from './language.js';

/**
 * What each field of `POST /api/contact` must satisfy (docs/product.md §12), written once for the contact form
 * and the API's DTO so they cannot disagree. Lengths count UTF-16 code units (`string.length`), after the
 * trimming `normalizeContactField` does; the API trims the same way before it checks.
 */

/** The fields a visitor fills in; the others of `ContactMessageInput` are made by the page and have their own rules. */
export type ContactField = Extract<keyof ContactMessageInput, 'name' | 'email' | 'phone' | 'message' | 'language'>;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message', 'language'];

export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, phoneMax: 32, messageMin: 10, messageMax: 5000 } as const;

const DEFAULT_CONTACT_LANGUAGE: Language = 'en';

/** Which rule a value broke; the form can key its translated text by field and rule. */
export type ContactRule = 'tooShort' | 'notText' | 'tooLong' | 'invalid' | 'hidden';

/**
 * Characters that change how text is shown without being seen: zero-width spaces and joiners, the left-to-right and
 * right-to-left marks (U+200B–200F), the bidirectional embeddings and overrides (U+202A–202E), the word joiner,
 * invisible operators and bidirectional isolates (U+2060–2069) and the byte order mark (U+FEFF). In a name, an address
 * or a message they let a visitor make staff read something else than what is stored (`Invoice \u202Egpj.exe` shows
 * as "Invoice exe.jpg"): every text field refuses them, and the form takes them out and says so.
 */
const HIDDEN_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u;
const HIDDEN_CHARACTERS_ALL = new RegExp(HIDDEN_CHARACTERS.source, 'gu');

export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTERS.test(text);
}

/** The text without the characters `hasHiddenCharacters` finds: what the form puts back in a field it refused. */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(HIDDEN_CHARACTERS_ALL, '');
}

const HIDDEN_MESSAGE = (label: string) =>
  `${label} must not contain invisible or text-direction characters (U+200B–U+200F, U+202A–U+202E, U+2060–U+2069, U+FEFF)`;

export interface ContactFieldError {
  rule: ContactRule;
  /** The API's English message for this field and rule (the `fields` entry of its 400 answer). */
  message: string;
}

export type ContactFieldErrors = Partial<Record<ContactField, ContactFieldError>>;

interface ContactTextRules {
  kind: 'text';
  /** Absent (`undefined` or `null`) is accepted; a blank phone becomes `null`, see `normalizeContactField`. */
  optional: boolean;
  minLength: number;
  maxLength: number;
  /** `tooShort` also covers absent and blank: the form shows the same hint for all three. */
  messages: { tooShort: string; notText: string; tooLong: string; hidden: string; invalid?: string };
  /** A format rule, checked after the length rules; `messages.invalid` says what is wrong. */
  format?: (value: string) => boolean;
}

interface ContactChoiceRules {
  kind: 'choice';
  values: readonly Language[];
  /** What the API stores when the field is absent. */
  defaultValue: Language;
  messages: { invalid: string };
}

export interface ContactRules {
  name: ContactTextRules;
  email: ContactTextRules;
  phone: ContactTextRules;
  message: ContactTextRules;
  language: ContactChoiceRules;
}

const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * An address the contact rules accept: valid by validator.js (what class-validator runs) with a local part (before the
 * `@`) of ASCII only, so no look-alike letter can make it read as another address. The domain may be an
 * internationalised one.
 */
function isContactEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  return at > 0 && /^[\x21-\x7e]+$/.test(value.slice(0, at)) && isEmailAddress(value);
}

/** A text a visitor must write, of `minLength` to `maxLength` characters; its messages name it `label`. */
const requiredText = (label: string, minLength: number, maxLength: number): ContactTextRules => ({
  kind: 'text',
  optional: false,
  minLength,
  maxLength,
  messages: {
    tooShort: `${label} must be at least ${minLength} characters`,
    notText: `${label} must be text`,
    tooLong: `${label} must be at most ${maxLength} characters`,
    hidden: HIDDEN_MESSAGE(label),
  },
});

export const CONTACT_RULES: ContactRules = {
  name: requiredText('Name', CONTACT_LIMITS.nameMin, CONTACT_LIMITS.nameMax),
  email: {
    kind: 'text',
    optional: false,
    minLength: 1,
    maxLength: CONTACT_LIMITS.emailMax,
    messages: {
      tooShort: INVALID_EMAIL,
      notText: INVALID_EMAIL,
      tooLong: `Email must be at most ${CONTACT_LIMITS.emailMax} characters`,
      hidden: HIDDEN_MESSAGE('Email'),
      invalid: INVALID_EMAIL,
    },
    format: isContactEmail,
  },
  phone: {
    kind: 'text',
    optional: true,
    minLength: 1,
    maxLength: CONTACT_LIMITS.phoneMax,
    // No format rule (docs/product.md §12): any text up to the limit.
    messages: {
      tooShort: 'Phone must be text',
      notText: 'Phone must be text',
      tooLong: `Phone must be at most ${CONTACT_LIMITS.phoneMax} characters`,
      hidden: HIDDEN_MESSAGE('Phone'),
    },
  },
  message: requiredText('Message', CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax),
  language: {
    kind: 'choice',
    values: LANGUAGES,
    defaultValue: DEFAULT_CONTACT_LANGUAGE,
    messages: { invalid: `Language must be ${LANGUAGES.join(' or ')}` },
  },
};

/** The value as it is checked: text trimmed, and a blank phone meaning "no phone" (`null`). Non-strings are left alone. */
export function normalizeContactField(field: ContactField, value: unknown): unknown {
  if (field === 'language' || typeof value !== 'string') return value;
  const trimmed = value.trim();
  return field === 'phone' && trimmed === '' ? null : trimmed;
}

/** The first rule a normalized value breaks, in the order the rules are listed, or `null` when it is valid. */
export function checkContactField(field: ContactField, value: unknown): ContactFieldError | null {
  const rules = CONTACT_RULES[field];
  if (rules.kind === 'choice') {
    return value === undefined || (rules.values as readonly unknown[]).includes(value) ? null : { rule: 'invalid', message: rules.messages.invalid };
  }
  const fail = (rule: 'tooShort' | 'notText' | 'tooLong' | 'hidden'): ContactFieldError => ({ rule, message: rules.messages[rule] });
  if (value === undefined || value === null) return rules.optional ? null : fail('tooShort');
  if (typeof value !== 'string') return fail('notText');
  // Before the lengths: the form takes these characters out, and the visitor then sees the lengths of what is left.
  if (hasHiddenCharacters(value)) return fail('hidden');
  if (value.length < rules.minLength) return fail('tooShort');
  if (value.length > rules.maxLength) return fail('tooLong');
  if (rules.format && !rules.format(value)) return { rule: 'invalid', message: rules.messages.invalid ?? rules.messages.tooShort };
  return null;
}

/**
 * Every field's first broken rule, keyed by field (an empty object when the message can be sent); what the
 * contact form shows under each field, and what the API answers in `fields` for the same input.
 */
export function validateContactMessage(input: Partial<Record<ContactField, unknown>>): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = checkContactField(field, normalizeContactField(field, input[field]));
    if (error) errors[field] = error;
  }
  return errors;
}

// Any RFC 9562 UUID (versions 1-8, hyphenated), whichever case the client wrote it in.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const SUBMISSION_ID_MESSAGE = 'Submission id must be a UUID';

/** The rule of the optional `submissionId`: absent, or a UUID; `null` when valid, else the API's message. */
export function checkSubmissionId(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' && UUID.test(value) ? null : SUBMISSION_ID_MESSAGE;
}
