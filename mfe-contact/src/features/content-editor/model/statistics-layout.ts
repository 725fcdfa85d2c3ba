import type { ProjectStatistics } from '@azmar/contract/content/project';

/**
 * A project's statistics layout is chosen by which keys its statistics hold (docs/product.md §10, project card):
 * the editor shows the numbers of one layout and saves only those keys, so the card the visitor sees is the one chosen.
 */
export const STATISTICS_LAYOUTS = {
  highway: ['totalLength', 'roadWidth', 'lanes', 'intersections'],
  residential: ['buildings', 'villas', 'totalUnits', 'totalArea'],
  equestrian: ['constructionYear'],
  poultry: ['constructionYear', 'productionCapacity'],
} as const satisfies Record<string, readonly (keyof ProjectStatistics)[]>;

export type StatisticsLayout = keyof typeof STATISTICS_LAYOUTS | 'none';
export const LAYOUT_CHOICES: readonly StatisticsLayout[] = ['none', 'highway', 'residential', 'equestrian', 'poultry'];

const has = (statistics: ProjectStatistics, key: keyof ProjectStatistics) => key in statistics;

/** The layout the stored statistics show. */
export function layoutOf(statistics: ProjectStatistics | null): StatisticsLayout {
  if (!statistics) return 'none';
  if (STATISTICS_LAYOUTS.highway.some((key) => has(statistics, key))) return 'highway';
  if (STATISTICS_LAYOUTS.residential.some((key) => has(statistics, key))) return 'residential';
  if (has(statistics, 'productionCapacity')) return 'poultry';
  if (has(statistics, 'constructionYear')) return 'equestrian';
  return 'none';
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The statistics to save for a layout: its keys only (a number or null), and the overview in both languages. */
export function statisticsFor(layout: StatisticsLayout, values: Partial<Record<keyof ProjectStatistics, unknown>> | undefined): ProjectStatistics | null {
  if (layout === 'none') return null;
  const statistics: ProjectStatistics = {};
  for (const key of STATISTICS_LAYOUTS[layout]) statistics[key] = numberOrNull(values?.[key]);
  statistics.overview = textOrNull(values?.overview);
  statistics.overviewKu = textOrNull(values?.overviewKu);
  return statistics;
}
