import { describe, expect, it } from 'vitest';
import { capitalise, categoryLabel, sectorLabel, statusLabel } from '@azmar/kit/i18n/content-labels';

// A fake of i18next's t: known keys translated, unknown keys fall back to the default value.
const known: Record<string, string> = {
  'common:sectors.poultry': 'پەلەوەرداری',
  'common:categories.paverBlocks': 'Paver Blocks',
  'common:statuses.ongoing': 'Ongoing',
};
const t = (key: string, options?: { defaultValue: string }) => known[key] ?? options?.defaultValue ?? key;

describe('labels', () => {
  it('capitalises a value with no translation', () => {
    expect(capitalise('poultry')).toBe('Poultry');
    expect(capitalise('')).toBe('');
  });

  it('translates known sectors, categories (by their camel-case key) and statuses', () => {
    expect(sectorLabel(t, 'poultry')).toBe('پەلەوەرداری');
    expect(categoryLabel(t, 'paver-blocks')).toBe('Paver Blocks');
    expect(statusLabel(t, 'ongoing')).toBe('Ongoing');
  });

  it('capitalises unknown ones', () => {
    expect(sectorLabel(t, 'agriculture')).toBe('Agriculture');
    expect(categoryLabel(t, 'furniture')).toBe('Furniture');
    expect(statusLabel(t, 'cancelled')).toBe('Cancelled');
  });
});
