import { formatNumber } from '@azmar/kit/i18n/format-number';
import { kurdishTextProblems } from '../../test/text-checks';

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

  it('writes whole numbers exactly as Intl does, without building an Intl.NumberFormat', () => {
    const NumberFormat = Intl.NumberFormat;
    const intl = (value: number, language: 'en' | 'ku', options?: Intl.NumberFormatOptions) =>
      new NumberFormat(language === 'ku' ? 'ckb' : 'en', { ...options, numberingSystem: language === 'ku' ? 'arab' : 'latn' }).format(value);
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 2004, 9999, 10_000, 99_999, 123_456, 1_000_000, 12_345_678, Number.MAX_SAFE_INTEGER];
    for (let seed = 1; seed < 200; seed += 1) values.push(Math.floor(Math.abs(Math.sin(seed)) * 10 ** (seed % 12)));
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const language of ['en', 'ku'] as const) {
        for (const options of [undefined, { useGrouping: false }, { useGrouping: true }]) {
          for (const value of values) expect(formatNumber(value, language, options), `${value} ${language}`).toBe(intl(value, language, options));
        }
      }
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('gives any other number or option to Intl, one formatter per language and options', () => {
    const NumberFormat = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof NumberFormat>) {
      return new NumberFormat(...args);
    });
    try {
      // Options no other test uses, so no formatter exists for them yet.
      const options = { maximumFractionDigits: 2 };
      expect([1, 2, 3].map((value) => formatNumber(value + 0.125, 'ku', options))).toEqual(['١٫١٣', '٢٫١٣', '٣٫١٣']);
      expect(made).toHaveBeenCalledTimes(1);
      expect(formatNumber(4.5, 'en', { maximumFractionDigits: 2 })).toBe('4.5');
      expect(formatNumber(-1200, 'en', { maximumFractionDigits: 2 })).toBe('-1,200');
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });

  it('gives Kurdish text that passes the Sorani digit check', () => {
    const year = formatNumber(new Date().getFullYear(), 'ku', { useGrouping: false });
    expect(kurdishTextProblems('footer.copyright', `© ${year} گرووپی ئەزمەڕ.`)).toEqual([]);
  });
});
