import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.js';

describe('retryDelayMs', () => {
  it('starts at the base, doubles per failure and stops at the cap', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, 1000, 10_000, noJitter))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(retryDelayMs(10_000, 1000, 10_000, noJitter)).toBe(10_000);
  });

  it('adds at most a tenth at random', () => {
    expect(retryDelayMs(1, 1000, 10_000, () => 0.999)).toBe(1100);
    expect(retryDelayMs(6, 1000, 10_000, () => 0.5)).toBe(10_500);
  });
});
