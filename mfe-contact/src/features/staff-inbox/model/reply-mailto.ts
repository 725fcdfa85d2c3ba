/**
 * A `mailto:` link answering a visitor, with the subject filled in. The address is percent-encoded except its `@`
 * (RFC 6068 allows both; some mail programs read only the plain form); the subject always, so `&`, `?`, `#` or
 * Kurdish letters in it cannot break the link.
 */
export function replyMailto(email: string, subject: string): string {
  const address = encodeURIComponent(email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
