import { FORM_TOKEN_ROUTE } from '@azmar/contract/content/contact-form-state';
import { contentKeys } from '@azmar/kit/api/content-query-keys';

/**
 * The query of the form's one-time token: its key is its URL, the contract's FORM_TOKEN_PATH. Under the contact key,
 * so the invalidation after a sent message asks for a new token too.
 */
export const formTokenKey = [...contentKeys.contact(), FORM_TOKEN_ROUTE] as const;
