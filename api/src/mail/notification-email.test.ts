import { describe, expect, it } from 'vitest';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { composeNotification, headerSafe } from './notification-email.js';

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
};

describe('composeNotification', () => {
  it('puts the visitor on one header line and their text, as it is, in a plain-text body', () => {
    const email = composeNotification(message, settings);
    expect(email.subject).toBe('Website message from Dara Bcc: victim@example.com');
    expect(email.replyTo).toEqual({ name: 'Dara Bcc: victim@example.com', address: 'dara@example.com' });
    expect(email.text).toContain('<a href="x">hi</a>\r\nsecond line');
    expect(email.text).toContain('Phone:     (none)');
    expect(email.text).toContain('Received:  2026-03-04 05:06:07 UTC');
    expect(email.text).toContain('https://azmar.example/inbox');
    expect(email).not.toHaveProperty('html');
    expect(email.messageId).toBe('<m@azmar.example>');
  });

  it('sets no Reply-To for an address that is not one, and shortens a long name in the subject', () => {
    const email = composeNotification(Object.assign(new ContactMessageEntity(), { ...message, email: 'x@y\r\nBcc: z@w', name: 'N'.repeat(100) }), settings);
    expect(email.replyTo).toBeNull();
    expect(email.subject).toBe(`Website message from ${'N'.repeat(79)}…`);
  });

  it('headerSafe turns control and bidi characters into single spaces', () => {
    expect(headerSafe(' a\u0000b\u2028c\u202ed\t\te ')).toBe('a b c d e');
  });
});
