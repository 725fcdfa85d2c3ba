import type { MailAddress } from './mail-config.js';

/** What is handed to the SMTP library: every header value a single line; HTML only where the composer made it. */
export interface OutgoingEmail {
  from: MailAddress;
  to: string[];
  replyTo: MailAddress | null;
  subject: string;
  text: string;
  /** The same words as `text`, for mail programs that show HTML (the visitor's confirmation: right to left in Kurdish). */
  html?: string;
  /** `<contact-42.9f…@azmar.example>`: the same on every attempt, so a resend after a crash is recognisable. */
  messageId: string;
  headers: Record<string, string>;
}

/**
 * A visitor's name made safe for a header: control characters (CR and LF above all, which would
 * start a header of the visitor's own) and bidi controls become spaces, runs of space one space.
 */
export function headerSafe(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
