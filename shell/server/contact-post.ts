// The contact form's post, for a visitor whose page's code has not run (a slow phone, or JavaScript off): the form
// posts to its own page, and this answers it as the code would. The fields are checked with the contract's rules; a
// problem answers the page again, in the visitor's language, every value kept and each message under its field; a
// message the API stored is answered with a redirect (303) to the page that says it was sent, so a reload never posts
// again. The form's one-time submission id makes a repeated post store one message.
import { randomUUID } from 'node:crypto';
import {
  CONTACT_FORM_FIELDS,
  CONTACT_PAGE_FIELDS,
  CONTACT_SENT_PARAM,
  freshContactFormState,
  type ContactFormState,
} from '@azmar/contract/content/contact-form-state';
import { validateContactMessage } from '@azmar/contract/content/contact-message-rules';
import { LANGUAGES, type Language } from '@azmar/contract/content/language';
import { pathInLanguage } from '@azmar/contract/routes/language-urls';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const API_TIMEOUT_MS = 10_000;

/** The body size a contact post may have; a valid message, encoded, needs at most about half of it. */
export const CONTACT_POST_BODY_LIMIT = 128 * 1024;

/**
 * Whether a post comes from a page of this site. Browsers send Origin with every form post; Sec-Fetch-Site and Referer
 * are read when it is missing. A request naming none of them is no browser's, so no visitor's session could be misused
 * by it (the API's rate limit still applies).
 */
export function isSameOriginPost(headers: Record<string, string | string[] | undefined>, origin: string): boolean {
  const one = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const sent = one('origin');
  if (sent !== undefined) return sent === origin;
  const site = one('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referer = one('referer');
  if (referer !== undefined) return referer === origin || referer.startsWith(`${origin}/`);
  return true;
}

export type ContactPostAnswer = { kind: 'sent'; location: string } | { kind: 'page'; status: number; retryAfter?: string; form: ContactFormState };

/** A posted field as text: a field sent twice, or not at all, counts as empty (and fails the rules if required). */
const textOf = (body: Record<string, unknown> | undefined, name: string) => (typeof body?.[name] === 'string' ? body[name] : '');

/**
 * @param post the parsed form, the page's language, where the API is, and the visitor's address (for the API's
 *   rate limit, which believes the gateway)
 */
export async function answerContactPost(post: {
  body: Record<string, unknown> | undefined;
  language: Language;
  apiOrigin: string;
  clientAddress: string;
}): Promise<ContactPostAnswer> {
  const { body, language } = post;
  const postedId = textOf(body, 'submissionId');
  const form = freshContactFormState(UUID.test(postedId) ? postedId.toLowerCase() : randomUUID());
  for (const field of CONTACT_FORM_FIELDS) form.values[field] = textOf(body, field);
  const postedLanguage = textOf(body, 'language');
  const messageLanguage = (LANGUAGES as readonly string[]).includes(postedLanguage) ? (postedLanguage as Language) : language;
  const input = { ...form.values, phone: form.values.phone.trim() === '' ? null : form.values.phone, language: messageLanguage };

  // The form's token, honeypot and context go to the API as posted; the token always (a form posted without one is
  // refused by the API, and answered here with the form again and a fresh token).
  const pageFields = Object.fromEntries(
    CONTACT_PAGE_FIELDS.map((name) => [name, textOf(body, name)]).filter(([name, value]) => name === 'formToken' || value !== ''),
  );

  const errors = validateContactMessage(input);
  if (Object.keys(errors).length > 0) {
    form.fields = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]));
    return { kind: 'page', status: 422, form: { ...form, outcome: 'invalid' } };
  }

  let response: Response;
  try {
    response = await fetch(new URL('/api/contact', post.apiOrigin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': post.clientAddress },
      body: JSON.stringify({ ...input, submissionId: form.submissionId, ...pageFields }),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'page', status: 503, form: { ...form, outcome: 'failed' } };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { kind: 'sent', location: pathInLanguage('/contact', language, { [CONTACT_SENT_PARAM]: '1' }) };
  }
  const answer = (await response.json().catch(() => ({}))) as { fields?: Record<string, unknown> };
  if (response.status === 429) {
    const retryAfter = response.headers.get('retry-after') ?? undefined;
    const seconds = retryAfter !== undefined && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
    return { kind: 'page', status: 429, ...(retryAfter ? { retryAfter } : {}), form: { ...form, outcome: 'rateLimited', retryAfterSeconds: seconds } };
  }
  // A problem the form can show under a field the visitor can mend; any other refusal is a failure to send.
  const shown = new Set<string>([...CONTACT_FORM_FIELDS, 'language', 'formToken']);
  const fields = Object.entries(answer?.fields ?? {}).filter(([field, message]) => shown.has(field) && typeof message === 'string');
  if (response.status === 400 && fields.length > 0) {
    form.fields = Object.fromEntries(fields) as ContactFormState['fields'];
    return { kind: 'page', status: 422, form: { ...form, outcome: 'invalid' } };
  }
  // The API refused or failed for a reason the visitor cannot fix: everything typed is kept, to send again.
  return { kind: 'page', status: response.status >= 500 ? 503 : 400, form: { ...form, outcome: 'failed' } };
}

/** The form's state after a post the gateway could not read (too large, or not a form's encoding). */
export const unreadablePostForm = (): ContactFormState => ({ ...freshContactFormState(randomUUID()), outcome: 'failed' });
