import { describe, expect, it } from 'vitest';
import { latinRuns } from '@azmar/kit/i18n/latin-runs';

const runs = (text: string) =>
  latinRuns(text)
    .filter((piece) => piece.latin)
    .map((piece) => piece.text);

describe('latinRuns', () => {
  it('cuts the Latin codes out of a Kurdish text, in order, and keeps every character', () => {
    const text = 'تۆمارکەر: NVR هەشت کەناڵ لەگەڵ PoE';
    expect(latinRuns(text)).toEqual([
      { text: 'تۆمارکەر: ', latin: false },
      { text: 'NVR', latin: true },
      { text: ' هەشت کەناڵ لەگەڵ ', latin: false },
      { text: 'PoE', latin: true },
    ]);
    expect(
      latinRuns(text)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });

  it('keeps a code with its digits and joiners whole, and words only spaces part as one run', () => {
    expect(runs('بەرگەگری کەشوهەوا بەپێی IP67')).toEqual(['IP67']);
    expect(runs('چاودێری بە Wi-Fi و 4K')).toEqual(['Wi-Fi', '4K']);
    expect(runs('PLC: Siemens یان Delta')).toEqual(['PLC', 'Siemens', 'Delta']);
    expect(runs('کۆنترۆڵکەری Siemens S7 بۆ پەمپ')).toEqual(['Siemens S7']);
  });

  it('leaves Eastern Arabic numbers, signs and a text with no Latin alone', () => {
    expect(latinRuns('قەبارە: ٢٠٠ × ١٠٠ ملم')).toEqual([{ text: 'قەبارە: ٢٠٠ × ١٠٠ ملم', latin: false }]);
    expect(runs('پۆڵای ژەنگنەگری ٣٠٤، ٢٠٬٠٠٠ مریشک')).toEqual([]);
  });

  it('leaves an English text (no Arabic script) as one piece: it is English already', () => {
    expect(latinRuns('Weather-proof to IP67')).toEqual([{ text: 'Weather-proof to IP67', latin: false }]);
    expect(latinRuns('')).toEqual([{ text: '', latin: false }]);
  });
});
