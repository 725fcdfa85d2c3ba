import { describe, expect, it } from 'vitest';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { composeConfirmation } from './confirmation-email.js';
import { NO_CONTEXT } from './message-context.js';
import { composeNotification } from './notification-email.js';
import { headerSafe } from './outgoing-email.js';

const message = Object.assign(new ContactMessageEntity(), {
  id: 42,
  name: 'Dara\r\nBcc: victim@example.com',
  email: 'dara@example.com',
  phone: null,
  message: '<a href="x">hi</a>\r\nsecond line',
  language: 'en',
  createdAt: new Date('2026-03-04T05:06:07.089Z'),
});
const settings = {
  from: { name: 'Azmar', address: 'noreply@azmar.example' },
  to: ['office@azmar.example'],
  inboxUrl: 'https://azmar.example/inbox',
  mailMessageId: '<m@azmar.example>',
  language: 'en' as const,
};
const context = { page: 'products' as const, about: { kind: 'product' as const, id: 12, title: { en: 'LED panel', ku: 'پانێڵی LED' } } };

describe('composeNotification', () => {
  it('puts the visitor on one header line and their text, as it is, in a plain-text body', () => {
    const email = composeNotification(message, NO_CONTEXT, settings);
    expect(email.subject).toBe('Website message from Dara Bcc: victim@example.com');
    expect(email.replyTo).toEqual({ name: 'Dara Bcc: victim@example.com', address: 'dara@example.com' });
    expect(email.text).toContain('<a href="x">hi</a>\r\nsecond line');
    expect(email.text).toMatch(/^Phone: +\(none\)$/m);
    expect(email.text).toMatch(/^Received: +04\/03\/2026 08:06 \(Sulaymaniyah time\)$/m);
    expect(email.text).toContain('https://azmar.example/inbox');
    expect(email.text).not.toContain('From page');
    expect(email).not.toHaveProperty('html');
    expect(email.messageId).toBe('<m@azmar.example>');
  });

  it('says which page and which item the message came from', () => {
    const email = composeNotification(message, context, settings);
    expect(email.text).toMatch(/^From page: +Products$/m);
    expect(email.text).toMatch(/^About: +Product: LED panel$/m);
    const gone = composeNotification(message, { page: null, about: { ...context.about, title: null } }, settings);
    expect(gone.text).toMatch(/^About: +Product 12 \(no longer listed\)$/m);
  });

  it('is written in Kurdish for Kurdish-speaking staff, digits and all', () => {
    const email = composeNotification(message, context, { ...settings, language: 'ku' });
    expect(email.subject).toBe('نامەی ماڵپەڕ لە Dara Bcc: victim@example.com');
    expect(email.text).toContain('میوانێک لە ڕێگای فۆرمی پەیوەندیی ماڵپەڕەوە نامەیەکی ناردووە.');
    expect(email.text).toMatch(/^کاتی گەیشتن: +٠٤\/٠٣\/٢٠٢٦ ٠٨:٠٦ \(بە کاتی سلێمانی\)$/m);
    expect(email.text).toMatch(/^لە پەڕەی: +بەرهەمەکان$/m);
    expect(email.text).toMatch(/^دەربارەی: +بەرهەم: پانێڵی LED$/m);
    expect(email.text).toMatch(/^ژمارەی نامە: +#٤٢$/m);
    expect(email.headers['Content-Language']).toBe('ckb');
  });

  it('sets no Reply-To for an address that is not one, and shortens a long name in the subject', () => {
    const email = composeNotification(
      Object.assign(new ContactMessageEntity(), { ...message, email: 'x@y\r\nBcc: z@w', name: 'N'.repeat(100) }),
      NO_CONTEXT,
      settings,
    );
    expect(email.replyTo).toBeNull();
    expect(email.subject).toBe(`Website message from ${'N'.repeat(79)}…`);
  });

  it('headerSafe turns control, invisible and bidi characters into single spaces', () => {
    expect(headerSafe(' a\u0000b\u2028c\u202ed\t\te\u200bf\ufeffg ')).toBe('a b c d e f g');
  });
});

describe('composeConfirmation', () => {
  it('answers a Kurdish visitor in Sorani: right-to-left HTML in ckb and a plain-text part, none of their own words', () => {
    const email = composeConfirmation(Object.assign(new ContactMessageEntity(), { ...message, language: 'ku' }), settings);
    expect(email.to).toEqual(['dara@example.com']);
    expect(email.subject).toBe('نامەکەتان گەیشت – گرووپی ئەزمەڕ');
    expect(email.html).toContain('<html lang="ckb" dir="rtl">');
    expect(email.html).toContain('<body dir="rtl"');
    expect(email.text).toContain('نامەکەتان لە ٠٤/٠٣/٢٠٢٦ ٠٨:٠٦ (بە کاتی سلێمانی) پێمان گەیشت');
    expect(email.text).toContain('ژمارەی نامەکەتان: ٤٢');
    for (const part of [email.text, email.html!, email.subject]) {
      expect(part).not.toContain('Dara');
      expect(part).not.toContain('second line');
    }
    expect(email.replyTo).toBeNull();
  });

  it('answers an English visitor in English', () => {
    const email = composeConfirmation(message, settings);
    expect(email.subject).toBe('We have received your message – Azmar Group');
    expect(email.html).toContain('<html lang="en" dir="ltr">');
    expect(email.text).toContain('We received your message on 04/03/2026 08:06 (Sulaymaniyah time)');
    expect(email.text).toContain('Your message number: 42');
  });
});
