import { contentKeys } from '@azmar/kit/api/content-query-keys';

/**
 * The query of the form's one-time token: GET /api/contact/form-token. Under the contact key, so the invalidation
 * after a sent message asks for a new token too.
 */
export const formTokenKey = [...contentKeys.contact(), 'form-token'] as const;
