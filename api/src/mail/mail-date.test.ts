import { describe, expect, it } from 'vitest';
import { localDigits, mailDate } from './mail-date.js';

describe('mailDate', () => {
  it('writes day/month/year and the time in Sulaymaniyah, with Eastern Arabic digits in Kurdish', () => {
    const at = new Date('2026-11-25T11:05:00Z');
    expect(mailDate(at, 'en')).toBe('25/11/2026 14:05');
    expect(mailDate(at, 'ku')).toBe('٢٥/١١/٢٠٢٦ ١٤:٠٥');
    expect(mailDate(new Date('2026-12-31T22:30:00Z'), 'en')).toBe('01/01/2027 01:30');
  });

  it('turns only digits', () => {
    expect(localDigits('#42 (1/2)', 'ku')).toBe('#٤٢ (١/٢)');
    expect(localDigits('#42', 'en')).toBe('#42');
  });
});
