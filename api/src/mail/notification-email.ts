import { isEmailAddress } from '@azmar/contract/content/email-address';
import type { Language } from '@azmar/contract/content/language';
import type { ContactMessageEntity } from '../contact/contact-message.entity.js';
import type { MailAddress } from './mail-config.js';
import { localDigits, mailDate } from './mail-date.js';
import { MAIL_TEXTS } from './mail-texts.js';
import { aboutLine, type MessageContext } from './message-context.js';
import { headerSafe, type OutgoingEmail } from './outgoing-email.js';

const SUBJECT_NAME_MAX = 80;

/**
 * The staff's email about a new message, in their language (`MAIL_STAFF_LANGUAGE`): plain text only, the visitor's
 * words exactly as written, where they came from (page and item), and Reply-To the visitor.
 */
export function composeNotification(
  message: ContactMessageEntity,
  context: MessageContext,
  mail: { from: MailAddress; to: string[]; inboxUrl: string; mailMessageId: string; language: Language },
): OutgoingEmail {
  const language = mail.language;
  const texts = MAIL_TEXTS[language];
  const n = texts.notification;
  const name = headerSafe(message.name);
  const shortName = name.length > SUBJECT_NAME_MAX ? `${name.slice(0, SUBJECT_NAME_MAX - 1)}…` : name;
  // The address passed the contact rules when it was stored; checked again because it becomes a header.
  const replyTo = isEmailAddress(message.email) ? { name: name || null, address: message.email } : null;
  const fields: [string, string][] = [
    [n.name, message.name],
    [n.email, message.email],
    [n.phone, message.phone ?? n.noPhone],
    [n.language, n.languages[message.language] ?? message.language],
    [n.received, `${mailDate(new Date(message.createdAt), language)} ${texts.companyTime}`],
    ...(context.page ? ([[n.page, n.pages[context.page]]] as [string, string][]) : []),
    ...(context.about ? ([[n.about, aboutLine(context.about, language)]] as [string, string][]) : []),
    [n.number, `#${localDigits(String(message.id), language)}`],
  ];
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  const text = [
    n.intro,
    '',
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    '-----',
    message.message,
    '-----',
    '',
    n.answer(message.email),
    mail.inboxUrl,
    '',
  ].join('\n');
  return {
    from: mail.from,
    to: mail.to,
    replyTo,
    subject: shortName ? n.subject(shortName) : n.subjectNoName,
    text,
    messageId: mail.mailMessageId,
    // Auto-Submitted keeps out-of-office replies from answering the notification.
    headers: {
      'Auto-Submitted': 'auto-generated',
      'X-Azmar-Contact-Message': String(message.id),
      'X-Azmar-Mail-Kind': 'staff',
      'Content-Language': language === 'ku' ? 'ckb' : 'en',
    },
  };
}
