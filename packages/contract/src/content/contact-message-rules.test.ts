import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIMITS,
  checkContactField,
  checkSubmissionId,
  hasHiddenCharacters,
  normalizeContactField,
  validateContactMessage,
  withoutHiddenCharacters,
} from './contact-message-rules.js';

const valid = {
  name: 'Soran Ahmed',
  email: 'soran@example.com',
  phone: '+964 770 123 4567',
  message: 'I would like a quote for paver blocks.',
  language: 'ku',
};

describe('validateContactMessage', () => {
  it('accepts a complete message, and one without the optional phone and language', () => {
    expect(validateContactMessage(valid)).toEqual({});
    expect(validateContactMessage({ name: 'Dara', email: 'dara@example.com', message: 'Please call me back.' })).toEqual({});
  });

  // The same cases and messages as the API's `POST /api/contact` suite (api/test/integration/contact.test.ts).
  it.each([
    ['name too short', { name: 'A' }, { name: { rule: 'tooShort', message: 'Name must be at least 2 characters' } }],
    ['name blank after trimming', { name: '     ' }, { name: { rule: 'tooShort', message: 'Name must be at least 2 characters' } }],
    ['name missing', { name: undefined }, { name: { rule: 'tooShort', message: 'Name must be at least 2 characters' } }],
    ['name null', { name: null }, { name: { rule: 'tooShort', message: 'Name must be at least 2 characters' } }],
    ['name not text', { name: 42 }, { name: { rule: 'notText', message: 'Name must be text' } }],
    ['name too long', { name: 'x'.repeat(101) }, { name: { rule: 'tooLong', message: 'Name must be at most 100 characters' } }],
    ['invalid email', { email: 'not-an-email' }, { email: { rule: 'invalid', message: 'Please enter a valid email address' } }],
    ['email without a top-level domain', { email: 'soran@localhost' }, { email: { rule: 'invalid', message: 'Please enter a valid email address' } }],
    ['email missing', { email: undefined }, { email: { rule: 'tooShort', message: 'Please enter a valid email address' } }],
    ['email blank', { email: '   ' }, { email: { rule: 'tooShort', message: 'Please enter a valid email address' } }],
    ['email not text', { email: ['a@example.com'] }, { email: { rule: 'notText', message: 'Please enter a valid email address' } }],
    ['email too long', { email: `${'a'.repeat(250)}@example.com` }, { email: { rule: 'tooLong', message: 'Email must be at most 254 characters' } }],
    ['email with a lone surrogate', { email: 'so\ud800ran@example.com' }, { email: { rule: 'invalid', message: 'Please enter a valid email address' } }],
    ['message too short', { message: 'Too short' }, { message: { rule: 'tooShort', message: 'Message must be at least 10 characters' } }],
    ['message short after trimming', { message: '   123456789   ' }, { message: { rule: 'tooShort', message: 'Message must be at least 10 characters' } }],
    ['message too long', { message: 'x'.repeat(5001) }, { message: { rule: 'tooLong', message: 'Message must be at most 5000 characters' } }],
    ['phone too long', { phone: '1'.repeat(33) }, { phone: { rule: 'tooLong', message: 'Phone must be at most 32 characters' } }],
    ['phone not text', { phone: 7701234567 }, { phone: { rule: 'notText', message: 'Phone must be text' } }],
    ['unsupported language', { language: 'fr' }, { language: { rule: 'invalid', message: 'Language must be en or ku' } }],
    ['language null', { language: null }, { language: { rule: 'invalid', message: 'Language must be en or ku' } }],
  ])('reports the field and its rule: %s', (_label, change, errors) => {
    expect(validateContactMessage({ ...valid, ...change })).toEqual(errors);
  });

  it('refuses invisible and text-direction characters in every text field, before the lengths', () => {
    const hidden = (label: string) => `${label} must not contain invisible or text-direction characters (U+200B–U+200F, U+202A–U+202E, U+2060–U+2069, U+FEFF)`;
    expect(
      validateContactMessage({
        ...valid,
        name: 'Invoice \u202Egpj.exe',
        email: 'a\u200b@example.com',
        phone: '\u2066077\u2069',
        message: 'Hello\uFEFF there, team',
      }),
    ).toEqual({
      name: { rule: 'hidden', message: hidden('Name') },
      email: { rule: 'hidden', message: hidden('Email') },
      phone: { rule: 'hidden', message: hidden('Phone') },
      message: { rule: 'hidden', message: hidden('Message') },
    });
  });

  it('wants the part of an address before the @ in ASCII, so no look-alike letter passes for another', () => {
    for (const email of ['ѕoran@example.com', 'سۆران@example.com', 'sörän@example.com']) {
      expect(validateContactMessage({ ...valid, email }).email?.rule).toBe('invalid');
    }
    expect(validateContactMessage({ ...valid, email: "o'brien+quote@bücher.example" })).toEqual({});
  });

  it('reports every broken field at once, one message each', () => {
    expect(validateContactMessage({ name: 'A', email: 'nope', message: 'short', phone: '', language: 'en' })).toEqual({
      name: { rule: 'tooShort', message: 'Name must be at least 2 characters' },
      email: { rule: 'invalid', message: 'Please enter a valid email address' },
      message: { rule: 'tooShort', message: 'Message must be at least 10 characters' },
    });
  });

  it('accepts every value at the limits, counting after trimming', () => {
    const atLimits = {
      name: ` ${'n'.repeat(CONTACT_LIMITS.nameMax)} `,
      // validator.js allows 64 characters before the @ and 63 per domain label.
      email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
      phone: '9'.repeat(CONTACT_LIMITS.phoneMax),
      message: 'm'.repeat(CONTACT_LIMITS.messageMax),
    };
    expect(atLimits.email).toHaveLength(CONTACT_LIMITS.emailMax);
    expect(validateContactMessage(atLimits)).toEqual({});
    expect(validateContactMessage({ ...atLimits, name: 'ab', message: `  ${'m'.repeat(CONTACT_LIMITS.messageMin)}  ` })).toEqual({});
  });
});

describe('normalizeContactField', () => {
  it('trims text, turns a blank phone into null and leaves everything else alone', () => {
    expect(normalizeContactField('name', '  Soran  ')).toBe('Soran');
    expect(normalizeContactField('phone', '   ')).toBeNull();
    expect(normalizeContactField('phone', ' 0770 ')).toBe('0770');
    expect(normalizeContactField('message', 42)).toBe(42);
    expect(normalizeContactField('language', ' ku ')).toBe(' ku ');
  });
});

describe('checkContactField', () => {
  it('checks a value as given (the API has trimmed it already) and stops at the first broken rule', () => {
    expect(checkContactField('name', ' A')).toBeNull();
    expect(checkContactField('email', 'x'.repeat(300))).toEqual({ rule: 'tooLong', message: 'Email must be at most 254 characters' });
    expect(checkContactField('phone', null)).toBeNull();
    expect(checkContactField('language', undefined)).toBeNull();
    expect(checkContactField('language', 'en')).toBeNull();
  });
});

describe('checkSubmissionId', () => {
  it('accepts no id or a UUID in either case, and refuses anything else with one message', () => {
    for (const ok of [undefined, null, '0b5c2d4e-8f1a-4c3b-9d2e-7a6f5e4d3c2b', '0B5C2D4E-8F1A-4C3B-9D2E-7A6F5E4D3C2B']) {
      expect(checkSubmissionId(ok)).toBeNull();
    }
    for (const bad of ['', 'not-a-uuid', '0b5c2d4e8f1a4c3b9d2e7a6f5e4d3c2b', '0b5c2d4e-8f1a-4c3b-9d2e-7a6f5e4d3c2b\n', 42, {}]) {
      expect(checkSubmissionId(bad)).toBe('Submission id must be a UUID');
    }
  });
});

describe('hidden characters', () => {
  it('finds every character of the four ranges and takes them out, leaving the rest as it was', () => {
    const ranges = [
      [0x200b, 0x200f],
      [0x202a, 0x202e],
      [0x2060, 0x2069],
      [0xfeff, 0xfeff],
    ];
    for (const [from, to] of ranges) {
      for (let code = from!; code <= to!; code += 1) expect(hasHiddenCharacters(`a${String.fromCodePoint(code)}b`), code.toString(16)).toBe(true);
    }
    for (const code of [0x200a, 0x2010, 0x2029, 0x202f, 0x205f, 0x206a, 0xfefe]) expect(hasHiddenCharacters(`a${String.fromCodePoint(code)}b`)).toBe(false);
    expect(withoutHiddenCharacters('a\u200Bd\u200Cm\u200Di\u2060n')).toBe('admin');
    expect(withoutHiddenCharacters('Invoice \u202Egpj.exe')).toBe('Invoice gpj.exe');
    expect(withoutHiddenCharacters('سڵاو، ئەزمەڕ')).toBe('سڵاو، ئەزمەڕ');
  });
});
