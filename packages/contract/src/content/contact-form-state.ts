import type { ContactField } from './contact-message-rules.js';

/** The fields a visitor fills in (the language comes from the page). */
export type ContactFormField = Exclude<ContactField, 'language'>;
export type ContactFormValues = Record<ContactFormField, string>;

export const CONTACT_FORM_FIELDS: readonly ContactFormField[] = ['name', 'email', 'phone', 'message'];
export const EMPTY_CONTACT_FORM_VALUES: ContactFormValues = { name: '', email: '', phone: '', message: '' };

/** How the server's handling of a posted form ended, when it answers with the page again. */
export type ContactFormOutcome = 'invalid' | 'rateLimited' | 'failed';

/**
 * What the server puts in the contact page it renders, for the form: always a fresh one-time `submissionId`
 * (the API stores one message per id, so a double submit or a reloaded post stores one); after a post the page was
 * answered with again, everything the visitor typed, each field's problem (the API's English message of the
 * shared rules, as in its 400 `fields`) and how it ended. The page's code takes it over as it is (no field lost).
 */
export interface ContactFormState {
  submissionId: string;
  values: ContactFormValues;
  fields: Partial<Record<ContactField, string>>;
  outcome: ContactFormOutcome | null;
  /** Seconds to wait, from the API's Retry-After on a 429, when it said. */
  retryAfterSeconds: number | null;
}

/** The query string (`?sent=1`) of the page a successful post is redirected to (303), which shows the success text. */
export const CONTACT_SENT_PARAM = 'sent';

export function freshContactFormState(submissionId: string): ContactFormState {
  return { submissionId, values: { ...EMPTY_CONTACT_FORM_VALUES }, fields: {}, outcome: null, retryAfterSeconds: null };
}
