import { isEmailAddress } from '@azmar/contract/content/email-address';
import type { Language } from '@azmar/contract/content/language';
import type { ContactMessageEntity } from '../contact/contact-message.entity.js';
import type { MailAddress } from './mail-config.js';

/** What is handed to the SMTP library: text only, never HTML, every header value a single line. */
export interface NotificationEmail {
  from: MailAddress;
  to: string[];
  replyTo: MailAddress | null;
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English (en)', ku: 'Kurdish Sorani (ku)' };
const SUBJECT_NAME_MAX = 80;

/**
 * A visitor's name made safe for a header: control characters (CR and LF above all, which would
 * start a header of the visitor's own) and bidi controls become spaces, runs of space one space.
 */
export function headerSafe(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function composeNotification(
  message: ContactMessageEntity,
  mail: { from: MailAddress; to: string[]; inboxUrl: string; mailMessageId: string },
): NotificationEmail {
  const name = headerSafe(message.name);
  const shortName = name.length > SUBJECT_NAME_MAX ? `${name.slice(0, SUBJECT_NAME_MAX - 1)}…` : name;
  const received = new Date(message.createdAt).toISOString();
  // The address passed the contact rules when it was stored; checked again because it becomes a header.
  const replyTo = isEmailAddress(message.email) ? { name: name || null, address: message.email } : null;
  const text = [
    'A visitor sent a message through the contact form of the website.',
    '',
    `Name:      ${message.name}`,
    `Email:     ${message.email}`,
    `Phone:     ${message.phone ?? '(none)'}`,
    `Language:  ${LANGUAGE_NAMES[message.language] ?? message.language}`,
    `Received:  ${received.replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC')}`,
    `Message:   #${message.id}`,
    '',
    '-----',
    message.message,
    '-----',
    '',
    `Answer it by replying to this email (it goes to ${message.email}), and mark it handled in the staff inbox:`,
    mail.inboxUrl,
    '',
  ].join('\n');
  return {
    from: mail.from,
    to: mail.to,
    replyTo,
    subject: `Website message from ${shortName || 'a visitor'}`,
    text,
    messageId: mail.mailMessageId,
    // Auto-Submitted keeps out-of-office replies from answering the notification.
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Azmar-Contact-Message': String(message.id) },
  };
}
