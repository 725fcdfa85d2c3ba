import { describe, expect, it } from 'vitest';
import { messageDate } from './message-date';

describe('messageDate', () => {
  it('writes the local date and time, zero-padded, in Latin digits in English and Eastern Arabic in Kurdish', () => {
    const at = new Date(2026, 0, 5, 9, 7).toISOString();
    expect(messageDate(at, 'en')).toBe('2026-01-05 09:07');
    expect(messageDate(at, 'ku')).toBe('٢٠٢٦-٠١-٠٥ ٠٩:٠٧');
  });

  it('leaves an unreadable date as it came', () => {
    expect(messageDate('soon', 'en')).toBe('soon');
  });
});
