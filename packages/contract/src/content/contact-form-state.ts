import type { ContactField } from './contact-message-rules.js';

/** The fields a visitor fills in (the language comes from the page). */
export type ContactFormField = Exclude<ContactField, 'language'>;
export type ContactFormValues = Record<ContactFormField, string>;

export const CONTACT_FORM_FIELDS: readonly ContactFormField[] = ['name', 'email', 'phone', 'message'];
export const EMPTY_CONTACT_FORM_VALUES: ContactFormValues = { name: '', email: '', phone: '', message: '' };

/**
 * Fields the page adds to what the visitor types: the form's signed one-time token, the honeypot (hidden from people,
 * left empty by them, filled by robots), and where the visitor came from (`contact-context`). Posted with the form
 * and passed on to `POST /api/contact` as they are.
 */
export const CONTACT_PAGE_FIELDS = ['formToken', 'website', 'page', 'about'] as const;
export type ContactPageField = (typeof CONTACT_PAGE_FIELDS)[number];
export const CONTACT_HONEYPOT_FIELD = 'website' satisfies ContactPageField;

/**
 * The routes of the form's tokens below the API's contact resource (`/api/contact`), as its controller names them;
 * every other app reads the paths below.
 */
export const FORM_TOKEN_ROUTE = 'form-token';
export const FORM_TOKEN_BATCH_ROUTE = 'form-tokens';

/** `GET`: a `ContactFormToken` for one message. */
export const FORM_TOKEN_PATH = `/api/contact/${FORM_TOKEN_ROUTE}`;
/** `GET ?count=`: that many `ContactFormToken`s at once (at most `FORM_TOKEN_BATCH_MAX`), as `formTokenBatchUrl` asks. */
export const FORM_TOKEN_BATCH_PATH = `/api/contact/${FORM_TOKEN_BATCH_ROUTE}`;

export function formTokenBatchUrl(count: number | string): string {
  return `${FORM_TOKEN_BATCH_PATH}?count=${count}`;
}

/** `GET FORM_TOKEN_PATH`: a token for one message, signed by the API, good until `expiresAt`. */
export interface ContactFormToken {
  formToken: string;
  expiresAt: string;
}

/** The most tokens `GET FORM_TOKEN_BATCH_PATH` makes at once. */
export const FORM_TOKEN_BATCH_MAX = 50;

/** The API's messages for a `formToken` it refuses (the `fields.formToken` of its 400). */
export const FORM_TOKEN_MESSAGES = {
  invalid: 'This form has expired or is not valid; please send it again',
  used: 'This form was already sent with another message; please send it again',
} as const;
export type FormTokenProblem = keyof typeof FORM_TOKEN_MESSAGES;

/** Which problem an API message names, or null when it is none of them. */
export function formTokenProblem(message: unknown): FormTokenProblem | null {
  return (Object.keys(FORM_TOKEN_MESSAGES) as FormTokenProblem[]).find((key) => FORM_TOKEN_MESSAGES[key] === message) ?? null;
}

/** How the server's handling of a posted form ended, when it answers with the page again. */
type ContactFormOutcome = 'invalid' | 'rateLimited' | 'failed';

/**
 * What the server puts in the contact page it renders, for the form: always a fresh one-time `submissionId`
 * (the API stores one message per id, so a double submit or a reloaded post stores one); after a post the page was
 * answered with again, everything the visitor typed, each field's problem (the API's English message of the
 * shared rules, as in its 400 `fields`) and how it ended. The page's code takes it over as it is (no field lost).
 */
export interface ContactFormState {
  submissionId: string;
  values: ContactFormValues;
  fields: Partial<Record<ContactField | 'formToken', string>>;
  outcome: ContactFormOutcome | null;
  /** Seconds to wait, from the API's Retry-After on a 429, when it said. */
  retryAfterSeconds: number | null;
}

/** The query string (`?sent=1`) of the page a successful post is redirected to (303), which shows the success text. */
export const CONTACT_SENT_PARAM = 'sent';

export function freshContactFormState(submissionId: string): ContactFormState {
  return { submissionId, values: { ...EMPTY_CONTACT_FORM_VALUES }, fields: {}, outcome: null, retryAfterSeconds: null };
}
