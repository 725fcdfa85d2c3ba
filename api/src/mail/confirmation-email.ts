import type { Language } from '@azmar/contract/content/language';
import type { ContactMessageEntity } from '../contact/contact-message.entity.js';
import type { MailAddress } from './mail-config.js';
import { localDigits, mailDate } from './mail-date.js';
import { MAIL_TEXTS } from './mail-texts.js';
import type { OutgoingEmail } from './outgoing-email.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * The visitor's confirmation, in the language they wrote in: a plain-text part and an HTML one (right to left, `ckb`,
 * in Kurdish). It holds none of the visitor's own words (name or message): the address was typed by whoever sent
 * the form, so the site must not carry anyone's text to it.
 */
export function composeConfirmation(message: ContactMessageEntity, mail: { from: MailAddress; mailMessageId: string }): OutgoingEmail {
  const language: Language = message.language === 'ku' ? 'ku' : 'en';
  const texts = MAIL_TEXTS[language];
  const c = texts.confirmation;
  const paragraphs = [
    c.greeting,
    c.thanks,
    c.received(`${mailDate(new Date(message.createdAt), language)} ${texts.companyTime}`),
    c.number(localDigits(String(message.id), language)),
    c.noReply,
    c.notYou,
    c.signature,
  ];
  const htmlLanguage = language === 'ku' ? 'ckb' : 'en';
  const direction = language === 'ku' ? 'rtl' : 'ltr';
  const html = [
    '<!doctype html>',
    `<html lang="${htmlLanguage}" dir="${direction}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>`,
    `<body dir="${direction}" style="font-family: Tahoma, Arial, sans-serif; font-size: 16px; line-height: 1.6; text-align: ${direction === 'rtl' ? 'right' : 'left'};">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body>',
    '</html>',
  ].join('\n');
  return {
    from: mail.from,
    to: [message.email],
    replyTo: null,
    subject: c.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html,
    messageId: mail.mailMessageId,
    headers: {
      'Auto-Submitted': 'auto-generated',
      'X-Azmar-Contact-Message': String(message.id),
      'X-Azmar-Mail-Kind': 'visitor',
      'Content-Language': htmlLanguage,
    },
  };
}
