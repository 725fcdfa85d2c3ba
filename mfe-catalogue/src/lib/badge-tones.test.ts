import { describe, expect, it } from 'vitest';
import { categoryTone, statusTone } from './badge-tones';

describe('badge tones', () => {
  it.each([
    ['completed', 'green'],
    ['ongoing', 'blue'],
    ['planned', 'yellow'],
    ['cancelled', 'grey'],
  ])('status %s is %s', (status, tone) => expect(statusTone(status)).toBe(tone));

  it.each([
    ['paver-blocks', 'blue'],
    ['parking-tiles', 'blue'],
    ['rubber-pavers', 'blue'],
    ['electronics', 'purple'],
    ['poultry-equipment', 'green'],
    ['furniture', 'grey'],
  ])('category %s is %s', (category, tone) => expect(categoryTone(category)).toBe(tone));
});
