import { describe, expect, it } from 'vitest';
import { SeededRandom } from './seeded-random.js';

describe('SeededRandom', () => {
  it('repeats its sequence for a seed and stays within the asked range', () => {
    const draw = (seed: number) => {
      const random = new SeededRandom(seed);
      return Array.from({ length: 200 }, () => random.int(-3, 3));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(new Set(draw(7))).toEqual(new Set([-3, -2, -1, 0, 1, 2, 3]));
  });
});
