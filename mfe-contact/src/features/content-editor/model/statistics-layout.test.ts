import { describe, expect, it } from 'vitest';
import { layoutOf, statisticsFor } from './statistics-layout';

describe("a project's statistics layout", () => {
  it('is read from the keys the statistics hold', () => {
    expect(layoutOf(null)).toBe('none');
    expect(layoutOf({ totalLength: 12, lanes: 4 })).toBe('highway');
    expect(layoutOf({ villas: 40 })).toBe('residential');
    expect(layoutOf({ constructionYear: 2012, productionCapacity: 3000 })).toBe('poultry');
    expect(layoutOf({ constructionYear: 2012 })).toBe('equestrian');
  });

  it("saves only the chosen layout's numbers, with the overview in both languages", () => {
    expect(statisticsFor('equestrian', { constructionYear: 2015, lanes: 4, overview: ' Stables ', overviewKu: '' })).toEqual({
      constructionYear: 2015,
      overview: 'Stables',
      overviewKu: null,
    });
    expect(statisticsFor('none', { lanes: 4 })).toBeNull();
    expect(layoutOf(statisticsFor('highway', {}))).toBe('highway');
  });
});
