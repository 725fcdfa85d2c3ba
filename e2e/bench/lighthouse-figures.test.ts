import { describe, expect, it } from 'vitest';
import { formatComparison, medians, meets, meetsEvery, middleHalf, worseBeyondNoise } from './lighthouse-figures.mjs';

const ALL_MET = { performance: 99.6, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 900, cls: 0, tbtMs: 40 };

describe("the Lighthouse bench's figures", () => {
  it('takes the median of each metric on its own, averaging the middle two of an even count', () => {
    const median = medians([
      { ...ALL_MET, performance: 90, lcpMs: 1200 },
      { ...ALL_MET, performance: 100, lcpMs: 800 },
      { ...ALL_MET, performance: 95, lcpMs: 1000 },
      { ...ALL_MET, performance: 97, lcpMs: 900 },
    ]);
    expect(median.performance).toBe(96);
    expect(median.lcpMs).toBe(950);
  });

  it('counts a score as Lighthouse shows it (rounded), a time as measured', () => {
    expect(meets(99.6, { atLeast: 100 })).toBe(true);
    expect(meets(99.4, { atLeast: 100 })).toBe(false);
    expect(meets(1000.4, { atMost: 1000 })).toBe(false);
    expect(meets(5, undefined)).toBeNull();
  });

  it('meets every target of its form factor only when no figure misses', () => {
    expect(meetsEvery({ formFactor: 'desktop', median: ALL_MET })).toBe(true);
    expect(meetsEvery({ formFactor: 'desktop', median: { ...ALL_MET, lcpMs: 1100 } })).toBe(false);
    expect(meetsEvery({ formFactor: 'mobile', median: { ...ALL_MET, performance: 91, lcpMs: 2400 } })).toBe(true);
    expect(meetsEvery({ formFactor: 'mobile', median: { ...ALL_MET, cls: 0.03 } })).toBe(false);
  });

  it('takes the middle half of the runs between the first and third quartiles', () => {
    expect(middleHalf([3, 1, 2])).toEqual([1.5, 2.5]);
    expect(middleHalf([10, 20, 30, 40, 50])).toEqual([20, 40]);
    expect(middleHalf([7])).toEqual([7, 7]);
  });

  it('calls a figure worse beyond the noise only when the middle halves of the runs do not overlap', () => {
    // The seven runs of / in Kurdish on mobile: medians 220 → 390 ms of TBT, but the runs of both trees spread alike.
    expect(worseBeyondNoise([184, 134, 470, 150, 431, 702, 219], [155, 688, 213, 390, 94, 426, 516], 'lower')).toBe(false);
    expect(worseBeyondNoise([100, 110, 120], [200, 210, 220], 'lower')).toBe(true);
    expect(worseBeyondNoise([100, 110, 120], [200, 210, 220], 'higher')).toBe(false);
    expect(worseBeyondNoise([96, 97, 98], [90, 91, 92], 'higher')).toBe(true);
    expect(worseBeyondNoise([96, 97, 98], [95, 97, 99], 'higher')).toBe(false);
  });

  it('puts each configuration of the baseline beside the same one now, with the spread of its runs and what is worse beyond it', () => {
    const row = (performance: number[], tbtMs: number[]) => ({
      route: '/about',
      language: 'ku',
      formFactor: 'mobile' as const,
      runs: performance.length,
      median: { ...ALL_MET, ...medians(performance.map((score, index) => ({ ...ALL_MET, performance: score, lcpMs: 2000, tbtMs: tbtMs[index] ?? NaN }))) },
      results: performance.map((score, index) => ({ ...ALL_MET, performance: score, lcpMs: 2000, tbtMs: tbtMs[index] ?? NaN })),
    });
    const lines = formatComparison([row([94, 95, 96], [40, 50, 60])], [row([87, 88, 89], [45, 55, 65])]).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^\/about\s+ku\s+mobile\s+95 \[95–96\] → 88 \[88–89\]\s+2\.00 \[2\.00–2\.00\] → 2\.00 \[2\.00–2\.00\]\s+50 \[45–55\] → 55 \[50–60\]\s+✓ → ✗\s+perf$/,
    );
  });
});
