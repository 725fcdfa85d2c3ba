import type { ContactMessageCreated, ContactMessageInput } from '@azmar/contract/content/contact-message';
import type { ApiErrorBody } from '@azmar/contract/http/api-error-body';

/**
 * Why a message was not sent. `message` follows the site's error rule (spec section 8: "<status>: <body
 * text or status text>"); `status` 0 means the API could not be reached at all.
 */
export class ContactSendError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The API's per-field messages of a 400 (`fields`), English, keyed by field. */
    readonly fields: Record<string, string> = {},
    /** From `Retry-After` on a 429: seconds to wait, when the header says so. */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
    this.name = 'ContactSendError';
  }
}

function fieldsOf(body: string): Record<string, string> {
  try {
    const parsed = JSON.parse(body) as Partial<ApiErrorBody>;
    return parsed.fields && typeof parsed.fields === 'object' ? parsed.fields : {};
  } catch {
    return {};
  }
}

/**
 * POST /api/contact with the site's fetch rules (cookies included, JSON body and content type), as the
 * kit's `apiRequest` does. It is not used here only because the form needs what `apiRequest` drops: the
 * `Retry-After` header of a 429 and the `fields` of a 400.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageCreated> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch (error) {
    throw new ContactSendError(`0: ${(error as Error)?.message || 'Network error'}`, 0);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    throw new ContactSendError(`${response.status}: ${text || response.statusText}`, response.status, fieldsOf(text), response.headers.get('Retry-After'));
  }
  return JSON.parse(text) as ContactMessageCreated;
}
