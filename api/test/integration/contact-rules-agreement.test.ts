import { validateContactMessage } from '@azmar/contract/content/contact-message-rules';
import { describe, expect, it } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { postJson } from '../support/start-api.js';
import { useApi } from '../support/suite-hooks.js';

const valid = {
  name: 'Soran Ahmed',
  email: 'soran@example.com',
  phone: '+964 770 123 4567',
  message: 'I would like a quote for paver blocks.',
  language: 'ku',
};

// Bodies the contact form could send, good and bad; the API must refuse exactly the fields the contract's
// validateContactMessage refuses, with the same messages, because the form shows those before sending.
const bodies: [string, Record<string, unknown>][] = [
  ['valid', valid],
  ['valid, trimmed and without the optional fields', { name: '  Dara  ', email: ' dara@example.com ', message: '  Please call me back.  ' }],
  ['blank phone', { ...valid, phone: '   ' }],
  ['everything blank', { name: ' ', email: ' ', phone: ' ', message: ' ', language: 'en' }],
  ['everything missing', {}],
  ['wrong types', { name: 42, email: ['a@example.com'], phone: 7701234567, message: true, language: 3 }],
  ['null everywhere', { name: null, email: null, phone: null, message: null, language: null }],
  ['just too short', { ...valid, name: 'A', message: '123456789' }],
  ['just long enough', { ...valid, name: 'Ab', message: '1234567890' }],
  ['just too long', { ...valid, name: 'x'.repeat(101), phone: '1'.repeat(33), message: 'x'.repeat(5001) }],
  ['at the limits', { ...valid, name: 'x'.repeat(100), phone: '1'.repeat(32), message: 'x'.repeat(5000) }],
  ['email too long', { ...valid, email: `${'a'.repeat(250)}@example.com` }],
  ['email without a domain', { ...valid, email: 'soran@' }],
  ['email without a top-level domain', { ...valid, email: 'soran@localhost' }],
  ['email with a display name', { ...valid, email: 'Soran <soran@example.com>' }],
  ['email with a Kurdish local part', { ...valid, email: 'سۆران@example.com' }],
  ['email with two @', { ...valid, email: 'a@b@example.com' }],
  ['email local part of 65 characters', { ...valid, email: `${'a'.repeat(65)}@example.com` }],
  ['unsupported language', { ...valid, language: 'fr' }],
  ['upper-case language', { ...valid, language: 'EN' }],
];

const sqlite = DATABASES.find((database) => database.label === 'SQLite')!;

describe('the contract and POST /api/contact agree on every field', () => {
  const api = useApi(sqlite);

  it.each(bodies)('%s', async (_label, body) => {
    const expected = Object.fromEntries(Object.entries(validateContactMessage(body)).map(([field, error]) => [field, error.message]));
    const { status, body: answer } = await postJson(api.url('/api/contact'), body);
    if (Object.keys(expected).length === 0) {
      expect(status).toBe(201);
    } else {
      expect(status).toBe(400);
      expect((answer as { fields?: Record<string, string> }).fields).toEqual(expected);
    }
  });

  it('covers both outcomes', () => {
    const outcomes = bodies.map(([, body]) => Object.keys(validateContactMessage(body)).length === 0);
    expect(outcomes).toContain(true);
    expect(outcomes).toContain(false);
  });
});
