import { freshContactFormState, type ContactFormState } from '@azmar/contract/content/contact-form-state';
import { pageFormKey } from '@azmar/contract/routes/page-form';
import type { QueryClient } from '@azmar/kit/api/react-query-facade';

/**
 * A one-time submission id made in the browser: for the next message after one was sent, and on a page the server
 * did not render (the dev server, the static fallback). `getRandomValues`, unlike `randomUUID`, works on plain http.
 */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The form as the server rendered it (shell render-page.tsx puts it in the page's data): its submission id, and
 * after a post it answered with the page again, what was typed and what was wrong. Hydrated as it is, so the
 * page's code draws exactly the server's form and nothing typed is lost.
 */
export function serverFormState(queryClient: QueryClient): ContactFormState {
  const rendered = queryClient.getQueryData<Partial<ContactFormState>>(pageFormKey('contact'));
  const fresh = freshContactFormState(rendered?.submissionId ?? newSubmissionId());
  return { ...fresh, ...rendered, values: { ...fresh.values, ...rendered?.values }, fields: { ...rendered?.fields } };
}
