import { describe, expect, it } from 'vitest';
import { statisticsItems, statisticsLayout } from './project-statistics-layout';

const highway = { totalLength: 42, roadWidth: 24, lanes: 4, intersections: 6, buildings: null, constructionYear: null };
const residential = { totalLength: null, buildings: 12, villas: 48, totalUnits: 624, totalArea: 185000 };
const club = { constructionYear: 2021, productionCapacity: null, overview: 'x' };
const slaughterhouse = { constructionYear: 2016, productionCapacity: 3000 };

describe('statisticsLayout', () => {
  it('picks the layout from the keys present', () => {
    expect(statisticsLayout(highway)).toBe('highway');
    expect(statisticsLayout(residential)).toBe('residential');
    expect(statisticsLayout(club)).toBe('equestrian');
    expect(statisticsLayout(slaughterhouse)).toBe('slaughterhouse');
  });

  it('has no layout without statistics or with only an overview', () => {
    expect(statisticsLayout(null)).toBeNull();
    expect(statisticsLayout(undefined)).toBeNull();
    expect(statisticsLayout({ overview: 'text only', totalLength: null })).toBeNull();
  });
});

describe('statisticsItems', () => {
  it('gives the highway figures with their units', () => {
    expect(statisticsItems(highway)).toEqual([
      { label: 'totalLength', value: { kind: 'number', value: 42, unit: 'km' } },
      { label: 'roadWidth', value: { kind: 'number', value: 24, unit: 'meters' } },
      { label: 'lanes', value: { kind: 'number', value: 4, unit: undefined } },
      { label: 'intersections', value: { kind: 'number', value: 6, unit: undefined } },
    ]);
  });

  it('gives the residential figures, area in square metres', () => {
    expect(statisticsItems(residential).map((item) => item.label)).toEqual(['buildings', 'villas', 'totalUnits', 'totalArea']);
    expect(statisticsItems(residential)[3]?.value).toEqual({ kind: 'number', value: 185000, unit: 'squareMeters' });
  });

  it('gives the equestrian club its year, certification and standards', () => {
    expect(statisticsItems(club)).toEqual([
      { label: 'constructionYear', value: { kind: 'year', value: 2021 } },
      { label: 'animalHealth', value: { kind: 'text', key: 'certified' } },
      { label: 'standards', value: { kind: 'text', key: 'international' } },
    ]);
  });

  it('gives the slaughterhouse its year established, hourly production, daily quality control and distinction', () => {
    expect(statisticsItems(slaughterhouse)).toEqual([
      { label: 'yearEstablished', value: { kind: 'year', value: 2016 } },
      { label: 'productionPerHour', value: { kind: 'number', value: 3000, unit: 'birdsPerHour' } },
      { label: 'qualityControl', value: { kind: 'text', key: 'daily' } },
      { label: 'distinction', value: { kind: 'text', key: 'bestInProvince' } },
    ]);
  });

  it('skips a missing figure of a layout and gives nothing without a layout', () => {
    expect(statisticsItems({ totalLength: 10 }).map((item) => item.label)).toEqual(['totalLength']);
    expect(statisticsItems(null)).toEqual([]);
  });
});
