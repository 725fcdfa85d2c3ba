// The bench's arithmetic and its table: medians over runs, the targets (reported, never asserted), and the
// printed table with a mark on every figure that has a target.

export const METRICS = /** @type {const} */ (['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs']);

/**
 * Issue 11's targets: desktop performance 100 and mobile ≥ 90; LCP ≤ 1.0 s desktop and ≤ 2.5 s mobile; CLS ≤ 0.02;
 * accessibility, best practices and SEO 100. TBT has none.
 * @param {'desktop' | 'mobile'} formFactor
 * @returns {Partial<Record<(typeof METRICS)[number], { atLeast?: number, atMost?: number }>>}
 */
export function targetsFor(formFactor) {
  return {
    performance: { atLeast: formFactor === 'desktop' ? 100 : 90 },
    accessibility: { atLeast: 100 },
    bestPractices: { atLeast: 100 },
    seo: { atLeast: 100 },
    lcpMs: { atMost: formFactor === 'desktop' ? 1000 : 2500 },
    cls: { atMost: 0.02 },
  };
}

/** The median of each metric on its own (not the figures of one "median run"); an even count averages the middle two. */
export function medians(/** @type {Record<string, number>[]} */ runs) {
  /** @type {Record<string, number>} */
  const result = {};
  for (const metric of METRICS) {
    const sorted = runs.map((run) => run[metric] ?? NaN).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    result[metric] = sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
  }
  return result;
}

/** @param {number} value @param {{ atLeast?: number, atMost?: number } | undefined} target null: no target */
export function meets(value, target) {
  if (!target) return null;
  // Scores are shown rounded, as Lighthouse shows them: a 99.6 median counts as the 100 it prints.
  const shown = target.atLeast !== undefined ? Math.round(value) : value;
  return (target.atLeast === undefined || shown >= target.atLeast) && (target.atMost === undefined || shown <= target.atMost);
}

const FORMAT = {
  performance: (/** @type {number} */ v) => String(Math.round(v)),
  accessibility: (/** @type {number} */ v) => String(Math.round(v)),
  bestPractices: (/** @type {number} */ v) => String(Math.round(v)),
  seo: (/** @type {number} */ v) => String(Math.round(v)),
  lcpMs: (/** @type {number} */ v) => (v / 1000).toFixed(2),
  cls: (/** @type {number} */ v) => v.toFixed(3),
  tbtMs: (/** @type {number} */ v) => String(Math.round(v)),
};
/**
 * A table's cells as lines, each column as wide as its widest cell, two spaces apart: the first three (route, language,
 * device) to the left, the figures to the right.
 * @param {string[][]} cells
 */
function alignColumns(cells) {
  const widths = (cells[0] ?? []).map((_, column) => Math.max(...cells.map((line) => line[column]?.length ?? 0)));
  const lines = cells.map((line) =>
    line.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '),
  );
  return { lines, widths };
}

const HEADERS = ['route', 'lang', 'device', 'runs', 'perf', 'a11y', 'b.p.', 'SEO', 'LCP s', 'CLS', 'TBT ms'];

/**
 * @param {{ route: string, language: string, formFactor: 'desktop' | 'mobile', runs: number, median: Record<string, number> }[]} rows
 * @returns {string} the table, every figure with a target marked ✓ or ✗, and the targets under it
 */
export function formatTable(rows) {
  const cells = [
    HEADERS,
    ...rows.map((row) => {
      const targets = targetsFor(row.formFactor);
      const figures = METRICS.map((metric) => {
        const value = row.median[metric] ?? NaN;
        if (Number.isNaN(value)) return '-';
        const ok = meets(value, targets[metric]);
        return `${FORMAT[metric](value)}${ok === null ? '  ' : ok ? ' ✓' : ' ✗'}`;
      });
      return [row.route, row.language, row.formFactor, String(row.runs), ...figures];
    }),
  ];
  const { lines, widths } = alignColumns(cells);
  return [
    lines[0],
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...lines.slice(1),
    '',
    'Targets (✓ met, ✗ missed; reported, never asserted): performance 100 desktop, ≥ 90 mobile; LCP ≤ 1.0 s desktop, ≤ 2.5 s mobile;',
    'CLS ≤ 0.02; accessibility, best practices (b.p.) and SEO 100. TBT has no target. Each figure is the median of its own runs.',
  ].join('\n');
}

/** Whether a row's medians meet every target of its form factor. */
export function meetsEvery(/** @type {{ formFactor: 'desktop' | 'mobile', median: Record<string, number> }} */ row) {
  return METRICS.every((metric) => meets(row.median[metric] ?? NaN, targetsFor(row.formFactor)[metric]) !== false);
}

/** The metrics the before-and-after table compares, and which way is better for each. */
const COMPARED = /** @type {const} */ ([
  ['performance', 'higher'],
  ['lcpMs', 'lower'],
  ['tbtMs', 'lower'],
]);

/**
 * The middle half of one metric's runs (first and third quartiles, linear between ranks): how far the runs of one
 * configuration spread. Simulated TBT on this machine spreads from 94 to 702 ms over seven runs of one page.
 * @param {number[]} values
 * @returns {[number, number]}
 */
export function middleHalf(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return [NaN, NaN];
  const at = (/** @type {number} */ q) => {
    const rank = q * (sorted.length - 1);
    const low = Math.floor(rank);
    return (sorted[low] ?? NaN) + ((sorted[Math.ceil(rank)] ?? NaN) - (sorted[low] ?? NaN)) * (rank - low);
  };
  return [at(0.25), at(0.75)];
}

/**
 * Worse beyond the bench's noise: the middle half of now's runs lies wholly on the worse side of the middle half of the
 * baseline's (they do not overlap). A difference of medians whose runs overlap is noise on this machine.
 * @param {number[]} before @param {number[]} now @param {'higher' | 'lower'} better
 */
export function worseBeyondNoise(before, now, better) {
  const [beforeLow, beforeHigh] = middleHalf(before);
  const [nowLow, nowHigh] = middleHalf(now);
  return better === 'higher' ? nowHigh < beforeLow : nowLow > beforeHigh;
}

/**
 * Each configuration of the baseline beside the same one now: performance, LCP and TBT medians with the middle half
 * of their runs in brackets, whether every target is met, and which figure is worse beyond the noise, before → now.
 * @typedef {{ route: string, language: string, formFactor: 'desktop' | 'mobile', runs: number, median: Record<string, number>, results: Record<string, number>[] }} Row
 * @param {Row[]} before the baseline's rows
 * @param {Row[]} now this tree's rows
 */
export function formatComparison(before, now) {
  const spread = (/** @type {Row} */ row, /** @type {(typeof COMPARED)[number][0]} */ metric) => {
    const format = FORMAT[metric];
    const [low, high] = middleHalf(row.results.map((run) => run[metric] ?? NaN));
    return `${format(row.median[metric] ?? NaN)} [${format(low)}–${format(high)}]`;
  };
  const mark = (/** @type {Row} */ row) => (row.runs === 0 ? '-' : meetsEvery(row) ? '✓' : '✗');
  const NAMES = { performance: 'perf', lcpMs: 'LCP', tbtMs: 'TBT' };
  const cells = [
    ['route', 'lang', 'device', 'perf', 'LCP s', 'TBT ms', 'every target', 'worse beyond noise'],
    ...before.map((old) => {
      const same = now.find((row) => row.route === old.route && row.language === old.language && row.formFactor === old.formFactor);
      if (!same) return [old.route, old.language, old.formFactor, '-', '-', '-', '-', '-'];
      const worse = COMPARED.filter(([metric, better]) =>
        worseBeyondNoise(
          old.results.map((run) => run[metric] ?? NaN),
          same.results.map((run) => run[metric] ?? NaN),
          better,
        ),
      ).map(([metric]) => NAMES[metric]);
      return [
        old.route,
        old.language,
        old.formFactor,
        ...COMPARED.map(([metric]) => `${spread(old, metric)} → ${spread(same, metric)}`),
        `${mark(old)} → ${mark(same)}`,
        worse.length ? worse.join(', ') : 'none',
      ];
    }),
  ];
  return alignColumns(cells).lines.join('\n');
}
