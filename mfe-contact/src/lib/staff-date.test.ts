import { describe, expect, it } from 'vitest';
import { messageDate } from './staff-date';

describe('messageDate', () => {
  it('writes day/month/year and the local time, zero-padded, in Latin digits in English and Eastern Arabic in Kurdish', () => {
    const at = new Date(2026, 10, 25, 14, 5).toISOString();
    expect(messageDate(at, 'en')).toBe('25/11/2026 14:05');
    expect(messageDate(at, 'ku')).toBe('٢٥/١١/٢٠٢٦ ١٤:٠٥');
    expect(messageDate(new Date(2026, 0, 5, 9, 7).toISOString(), 'en')).toBe('05/01/2026 09:07');
  });

  it('leaves an unreadable date as it came', () => {
    expect(messageDate('soon', 'en')).toBe('soon');
  });
});
