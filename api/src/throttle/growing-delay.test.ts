import { describe, expect, it } from 'vitest';
import { delayAfter } from './growing-delay.js';

describe('delayAfter', () => {
  it('waits nothing for the free failures, then doubles from the first delay up to the longest', () => {
    const policy = { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 10_000, forgetAfterMs: 60_000 };
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 1000].map((failures) => delayAfter(failures, policy))).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});
