// A page with the contact form is rendered once for everyone, and each visitor gets it with their own one-time form
// token and submission id: the render writes marks where they go, and the gateway fills them as it sends the page
// (pages.ts). A mark is random for each gateway process and made only of [a-z0-9-], which HTML and JSON leave as they
// are, so no visitor can write one into a page and it is found wherever the render put it.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ContactFormToken } from '@azmar/contract/content/contact-form-state';
import type { FormMarks } from './render-types.js';

export function newFormMarks(): FormMarks {
  const nonce = randomBytes(12).toString('hex');
  return { formToken: `azmar-form-token-${nonce}`, expiresAt: `azmar-form-expires-${nonce}`, submissionId: `azmar-submission-${nonce}` };
}

/**
 * The page as one visitor gets it: a token of their own (none when the API could not make one: the page's code then
 * asks again) and a new submission id. On the page's bytes, as the render worker sent them: through a string (decoded,
 * replaced, encoded again) the 23 KB `/contact` took 90 µs a copy, on its bytes 17–25 µs.
 */
export function fillFormMarks(html: Uint8Array, marks: FormMarks, token: ContactFormToken | null): Buffer {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const fills = [
    { mark: Buffer.from(marks.formToken), value: Buffer.from(token?.formToken ?? '') },
    { mark: Buffer.from(marks.expiresAt), value: Buffer.from(token?.expiresAt ?? '') },
    { mark: Buffer.from(marks.submissionId), value: Buffer.from(randomUUID()) },
  ];
  const found: { at: number; fill: (typeof fills)[number] }[] = [];
  for (const fill of fills) {
    for (let at = page.indexOf(fill.mark); at !== -1; at = page.indexOf(fill.mark, at + fill.mark.length)) found.push({ at, fill });
  }
  found.sort((a, b) => a.at - b.at);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const { at, fill } of found) {
    pieces.push(page.subarray(from, at), fill.value);
    from = at + fill.mark.length;
  }
  pieces.push(page.subarray(from));
  return Buffer.concat(pieces);
}
