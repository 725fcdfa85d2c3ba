import type { ProjectStatistics } from '@azmar/contract/content/project';

export type StatisticsLayout = 'highway' | 'residential' | 'equestrian' | 'slaughterhouse';

/** How a statistic's value is shown: a number with a unit, a plain count, a year, or a fixed text key. */
export type StatValue =
  | { kind: 'number'; value: number; unit?: 'km' | 'meters' | 'squareMeters' | 'birdsPerHour' }
  | { kind: 'year'; value: number }
  | { kind: 'text'; key: 'certified' | 'international' | 'daily' | 'bestInProvince' };

export interface StatItem {
  /** The label's key under `project.stats`. */
  label: string;
  value: StatValue;
}

const present = (value: number | null | undefined): value is number => typeof value === 'number';

/**
 * Which of the four layouts (docs/product.md §10) the statistics call for, by the keys they carry: road figures
 * make a highway, building figures residential heights, a production capacity the slaughterhouse, and a
 * construction year alone the equestrian club. `null` when there is nothing to show.
 */
export function statisticsLayout(statistics: ProjectStatistics | null | undefined): StatisticsLayout | null {
  if (!statistics) return null;
  if ([statistics.totalLength, statistics.roadWidth, statistics.lanes, statistics.intersections].some(present)) return 'highway';
  if ([statistics.buildings, statistics.villas, statistics.totalUnits, statistics.totalArea].some(present)) return 'residential';
  if (present(statistics.productionCapacity)) return 'slaughterhouse';
  if (present(statistics.constructionYear)) return 'equestrian';
  return null;
}

/** The statistics of a layout, in its order, skipping figures the project does not have. */
export function statisticsItems(statistics: ProjectStatistics | null | undefined): StatItem[] {
  const layout = statisticsLayout(statistics);
  if (!statistics || !layout) return [];
  const number = (label: string, value: number | null | undefined, unit?: Extract<StatValue, { kind: 'number' }>['unit']): StatItem[] =>
    present(value) ? [{ label, value: { kind: 'number', value, unit } }] : [];
  const year = (label: string, value: number | null | undefined): StatItem[] => (present(value) ? [{ label, value: { kind: 'year', value } }] : []);
  const text = (label: string, key: Extract<StatValue, { kind: 'text' }>['key']): StatItem[] => [{ label, value: { kind: 'text', key } }];
  switch (layout) {
    case 'highway':
      return [
        ...number('totalLength', statistics.totalLength, 'km'),
        ...number('roadWidth', statistics.roadWidth, 'meters'),
        ...number('lanes', statistics.lanes),
        ...number('intersections', statistics.intersections),
      ];
    case 'residential':
      return [
        ...number('buildings', statistics.buildings),
        ...number('villas', statistics.villas),
        ...number('totalUnits', statistics.totalUnits),
        ...number('totalArea', statistics.totalArea, 'squareMeters'),
      ];
    case 'equestrian':
      return [...year('constructionYear', statistics.constructionYear), ...text('animalHealth', 'certified'), ...text('standards', 'international')];
    case 'slaughterhouse':
      return [
        ...year('yearEstablished', statistics.constructionYear),
        ...number('productionPerHour', statistics.productionCapacity, 'birdsPerHour'),
        ...text('qualityControl', 'daily'),
        ...text('distinction', 'bestInProvince'),
      ];
  }
}
