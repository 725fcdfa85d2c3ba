import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, waitInWords } from './retry-after';

describe('retryAfterSeconds', () => {
  it('reads seconds', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(' 7 ')).toBe(7);
  });

  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(retryAfterSeconds('Thu, 01 Jan 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('gives null for a missing or unreadable header', () => {
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
  });
});

describe('waitInWords', () => {
  it.each([
    [1, 'second', 1],
    [45, 'seconds', 45],
    [60, 'minute', 1],
    [61, 'minutes', 2],
    [120, 'minutes', 2],
    [3599, 'hour', 1],
    [3600, 'hour', 1],
    [7201, 'hours', 3],
    [0, 'second', 1],
  ])('%i s is %s × %i', (seconds, unit, n) => {
    expect(waitInWords(seconds)).toEqual({ unit, n });
  });
});
