import { describe, expect, it } from 'vitest';
import { linkCount, messageFingerprint, spamSign } from './spam-check.js';

const config = { minFillMs: 3000, maxLinks: 3 };
const plain = { website: undefined, formIssuedAt: null, receivedAt: 1_000_000, name: 'Soran', message: 'I would like a quote for paver blocks.' };

describe('spamSign', () => {
  it('lets a plain message through, with or without a form token', () => {
    expect(spamSign(plain, config)).toBeNull();
    expect(spamSign({ ...plain, website: '', formIssuedAt: 1_000_000 - 3000 }, config)).toBeNull();
  });

  it('names the first sign: the honeypot, a form sent too fast, too many links', () => {
    expect(spamSign({ ...plain, website: 'http://spam.example' }, config)).toBe('honeypot');
    expect(spamSign({ ...plain, formIssuedAt: 1_000_000 - 2999 }, config)).toBe('tooFast');
    expect(spamSign({ ...plain, message: 'https://a.example https://b.example www.c.example' }, config)).toBeNull();
    expect(spamSign({ ...plain, name: 'www.x.example', message: 'https://a.example https://b.example www.c.example' }, config)).toBe('links');
  });

  it('counts links by their start', () => {
    expect(linkCount('see HTTPS://x.example and http://y.example, www.z.example; not example.com')).toBe(3);
  });
});

describe('messageFingerprint', () => {
  it('is the same for the same address and text, whatever the case or spacing', () => {
    expect(messageFingerprint('Dara@Example.com', 'Hello  there,\nteam')).toBe(messageFingerprint(' dara@example.com', 'hello there, TEAM '));
    expect(messageFingerprint('dara@example.com', 'Hello there, team')).not.toBe(messageFingerprint('dara@example.com', 'Hello there, team!'));
    expect(messageFingerprint('dara@example.com', 'Hello')).not.toBe(messageFingerprint('dari@example.com', 'Hello'));
  });
});
