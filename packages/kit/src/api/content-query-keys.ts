import { FORM_TOKEN_ROUTE } from '@azmar/contract/content/contact-form-state';

/**
 * The one query-key factory for the site's content. docs/product.md §14: a generic read GETs the path made of
 * the key's segments joined by slashes, so a key is also the URL (`['/api', 'services']` → GET
 * /api/services) and every app that asks for a list with these keys shares the one cached answer.
 */
export const contentKeys = {
  /** Every content list: invalidate this to refetch all of them. */
  all: ['/api'] as const,
  services: () => [...contentKeys.all, 'services'] as const,
  projects: () => [...contentKeys.all, 'projects'] as const,
  products: () => [...contentKeys.all, 'products'] as const,
  /** What a contact message invalidates after it was sent (docs/product.md §12). */
  contact: () => [...contentKeys.all, 'contact'] as const,
  /**
   * The contact form's one-time token (`FORM_TOKEN_PATH`): under the contact key, so the invalidation after a sent
   * message asks for a new one too. The server render puts the gateway's marks for it in a page with a form.
   */
  formToken: () => [...contentKeys.contact(), FORM_TOKEN_ROUTE] as const,
};
