import { describe, expect, it } from 'vitest';
import { filterProducts, matchesSearch, productCategories } from './product-search';

const product = (id: number, category: string, titleEn: string, titleKu: string, descriptionEn = '', descriptionKu = '') => ({
  id,
  category,
  titleEn,
  titleKu,
  descriptionEn,
  descriptionKu,
});

const products = [
  product(1, 'paver-blocks', 'Hexagonal Paver', 'بلۆکی شۆستەی شەشگۆشە', 'Six-sided concrete block'),
  product(2, 'electronics', 'Hybrid Solar Inverter', 'گۆڕەری خۆری', 'Runs on SOLAR and grid power'),
  product(3, 'poultry-equipment', 'Spin Chiller', 'ساردکەرەوەی خولاوە', 'Chills birds', 'ساردکردنەوەی پەلەوەر'),
  product(4, 'electronics', 'Motor Control Panel', 'تابلۆی کۆنترۆڵ', 'For pumps'),
];
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('matchesSearch', () => {
  it('matches a substring of the English title regardless of case', () => {
    expect(matchesSearch(products[0]!, 'hexa')).toBe(true);
    expect(matchesSearch(products[0]!, 'PAVER')).toBe(true);
  });

  it('matches the English description, the Kurdish title and the Kurdish description', () => {
    expect(matchesSearch(products[1]!, 'grid power')).toBe(true);
    expect(matchesSearch(products[1]!, 'خۆری')).toBe(true);
    expect(matchesSearch(products[2]!, 'پەلەوەر')).toBe(true);
  });

  it('ignores surrounding spaces, matches everything when blank, and rejects a non-match', () => {
    expect(matchesSearch(products[2]!, '  chiller ')).toBe(true);
    expect(matchesSearch(products[2]!, '   ')).toBe(true);
    expect(matchesSearch(products[2]!, 'inverter')).toBe(false);
  });
});

describe('filterProducts', () => {
  it('filters by category, by search, and by both with AND', () => {
    expect(ids(filterProducts(products, { search: '', category: 'all' }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterProducts(products, { search: '', category: 'electronics' }))).toEqual([2, 4]);
    expect(ids(filterProducts(products, { search: 'solar', category: 'all' }))).toEqual([2]);
    expect(ids(filterProducts(products, { search: 'panel', category: 'electronics' }))).toEqual([4]);
    expect(filterProducts(products, { search: 'panel', category: 'paver-blocks' })).toEqual([]);
  });
});

describe('productCategories', () => {
  it('lists each category once, in first-seen order', () => {
    expect(productCategories(products)).toEqual(['paver-blocks', 'electronics', 'poultry-equipment']);
  });
});
