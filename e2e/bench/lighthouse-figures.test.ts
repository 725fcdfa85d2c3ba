import { describe, expect, it } from 'vitest';
import { formatComparison, medians, meets, meetsEvery } from './lighthouse-figures.mjs';

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

  it('puts each configuration of the baseline beside the same one now', () => {
    const row = (performance: number, runs = 3) => ({
      route: '/about',
      language: 'ku',
      formFactor: 'mobile' as const,
      runs,
      median: { ...ALL_MET, performance, lcpMs: 2000 },
    });
    const lines = formatComparison([row(95)], [row(88)]).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\/about\s+ku\s+mobile\s+95 → 88\s+2\.00 → 2\.00\s+40 → 40\s+✓ → ✗$/);
  });
});
