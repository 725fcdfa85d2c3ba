import type { ContactMessageCreated, ContactMessageInput } from '@azmar/contract/content/contact-message';
import type { ApiErrorBody } from '@azmar/contract/http/api-error-body';
import { ApiError, apiRequest } from '@azmar/kit/api/api-client';

/**
 * Why a message was not sent. `message` follows the site's error rule (docs/product.md §14: "<status>: <body
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

/** POST /api/contact through the kit's client (the site's fetch rules), its failures told apart for the form. */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageCreated> {
  try {
    return (await apiRequest<ContactMessageCreated>('POST', '/api/contact', input)) as ContactMessageCreated;
  } catch (error) {
    if (error instanceof ApiError) throw new ContactSendError(error.message, error.status, fieldsOf(error.body), error.headers.get('Retry-After'));
    throw new ContactSendError(`0: ${(error as Error)?.message || 'Network error'}`, 0);
  }
}
