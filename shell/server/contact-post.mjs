// The contact form's post, for a visitor whose page's code has not run (a slow phone, or JavaScript off): the form
// posts to the page's own URL, and this answers it as the code would. The fields are checked with the contract's
// rules; a problem answers the page again, in the visitor's language, with every value kept and each message under
// its field; a message the API stored is answered with a redirect (303) to the page that says it was sent, so a
// reload never posts again. The form's one-time submission id makes a repeated post store one message.
// Used by both servers of the render service (the `npm start` gateway and render-server.mjs).
import { randomUUID } from 'node:crypto';
import { CONTACT_FORM_FIELDS, CONTACT_PAGE_FIELDS, CONTACT_SENT_PARAM, freshContactFormState } from '@azmar/contract/content/contact-form-state';
import { validateContactMessage } from '@azmar/contract/content/contact-message-rules';
import { LANGUAGES } from '@azmar/contract/content/language';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const API_TIMEOUT_MS = 10_000;

/**
 * Whether a post comes from a page of this site. Browsers send Origin with every form post; Sec-Fetch-Site and
 * Referer are read when it is missing. A request naming none of them is no browser's, so no visitor's session
 * could be misused by it (the API's rate limit still applies).
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string} origin the origin the visitor used (page-request.mjs)
 */
export function isSameOriginPost(headers, origin) {
  const one = (/** @type {string} */ name) => {
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

/** A posted field as text: a field sent twice, or not at all, counts as empty (and fails the rules if required). */
function textOf(body, name) {
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
}

/**
 * @param {{
 *   body: Record<string, unknown> | undefined,
 *   language: 'en' | 'ku',
 *   apiOrigin: string,
 *   forwardedFor: string,
 * }} post the parsed form, the page's language, where the API is, and the X-Forwarded-For chain to pass on
 * @returns {Promise<{ kind: 'sent', location: string } | { kind: 'page', status: number, retryAfter?: string, form: import('@azmar/contract/content/contact-form-state').ContactFormState }>}
 */
export async function answerContactPost({ body, language, apiOrigin, forwardedFor }) {
  const postedId = textOf(body, 'submissionId');
  const form = freshContactFormState(UUID.test(postedId) ? postedId.toLowerCase() : randomUUID());
  for (const field of CONTACT_FORM_FIELDS) form.values[field] = textOf(body, field);
  const postedLanguage = textOf(body, 'language');
  const messageLanguage = LANGUAGES.includes(postedLanguage) ? postedLanguage : language;
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

  let response;
  try {
    response = await fetch(new URL('/api/contact', apiOrigin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ ...input, submissionId: form.submissionId, ...pageFields }),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'page', status: 503, form: { ...form, outcome: 'failed' } };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { kind: 'sent', location: `/contact?lang=${language}&${CONTACT_SENT_PARAM}=1` };
  }
  const answer = await response.json().catch(() => ({}));
  if (response.status === 429) {
    const retryAfter = response.headers.get('retry-after') ?? undefined;
    const seconds = retryAfter !== undefined && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
    return { kind: 'page', status: 429, ...(retryAfter ? { retryAfter } : {}), form: { ...form, outcome: 'rateLimited', retryAfterSeconds: seconds } };
  }
  // A problem the form can show under a field the visitor can mend; any other refusal is a failure to send.
  const shown = new Set([...CONTACT_FORM_FIELDS, 'language', 'formToken']);
  const fields = Object.entries(answer?.fields ?? {}).filter(([field, message]) => shown.has(field) && typeof message === 'string');
  if (response.status === 400 && fields.length > 0) {
    form.fields = Object.fromEntries(fields);
    return { kind: 'page', status: 422, form: { ...form, outcome: 'invalid' } };
  }
  // The API refused or failed for a reason the visitor cannot fix: everything typed is kept, to send again.
  return { kind: 'page', status: response.status >= 500 ? 503 : 400, form: { ...form, outcome: 'failed' } };
}

/**
 * The X-Forwarded-For chain the API reads the visitor's address from: what reached this server, plus the address it
 * came from (the visitor's own when this server is the front door).
 * @param {string | string[] | undefined} prior
 * @param {string | undefined} peer
 */
export function forwardedForChain(prior, peer) {
  const before = Array.isArray(prior) ? prior.join(', ') : prior;
  return [before, peer].filter(Boolean).join(', ');
}
