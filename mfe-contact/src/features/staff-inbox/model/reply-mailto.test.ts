import { describe, expect, it } from 'vitest';
import { replyMailto } from './reply-mailto';

describe('replyMailto', () => {
  it('writes the address and an encoded subject', () => {
    expect(replyMailto('dara@example.com', 'Re: your message to Azmar Group')).toBe(
      'mailto:dara@example.com?subject=Re%3A%20your%20message%20to%20Azmar%20Group',
    );
  });

  it('cannot be broken by what the subject or the address holds', () => {
    const link = replyMailto('a+b@example.com', 'وەڵام: x&body=y?#');
    expect(link).toBe(`mailto:a%2Bb@example.com?subject=${encodeURIComponent('وەڵام: x&body=y?#')}`);
    expect(new URL(link).searchParams.get('subject')).toBe('وەڵام: x&body=y?#');
    expect(new URL(link).searchParams.get('body')).toBeNull();
  });
});
