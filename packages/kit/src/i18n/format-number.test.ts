import { formatNumber } from '@azmar/kit/i18n/format-number';
import { kurdishTextProblems } from '@azmar/kit/i18n/text-checks';

describe('formatNumber', () => {
  it('writes Latin digits with English separators in English', () => {
    expect(formatNumber(2004, 'en')).toBe('2,004');
    expect(formatNumber(97.6, 'en')).toBe('97.6');
  });

  it('writes Eastern Arabic digits with Arabic separators in Kurdish', () => {
    expect(formatNumber(2004, 'ku')).toBe('٢٬٠٠٤');
    expect(formatNumber(97.6, 'ku')).toBe('٩٧٫٦');
    expect(formatNumber(160000, 'ku')).toBe('١٦٠٬٠٠٠');
  });

  it('passes the options on, e.g. a year without grouping', () => {
    expect(formatNumber(2004, 'ku', { useGrouping: false })).toBe('٢٠٠٤');
    expect(formatNumber(2004, 'en', { useGrouping: false })).toBe('2004');
    expect(formatNumber(0.5, 'ku', { style: 'percent' })).toMatch(/^٥٠\s?٪/);
  });

  it('gives Kurdish text that passes the Sorani digit check', () => {
    const year = formatNumber(new Date().getFullYear(), 'ku', { useGrouping: false });
    expect(kurdishTextProblems('footer.copyright', `© ${year} گرووپی ئەزمەڕ.`)).toEqual([]);
  });
});
