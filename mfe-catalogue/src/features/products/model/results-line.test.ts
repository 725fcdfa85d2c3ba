import { describe, expect, it } from 'vitest';
import { cataloguePagesEn } from '../../../i18n/catalogue-pages.en';
import { cataloguePagesKu } from '../../../i18n/catalogue-pages.ku';
import { resultsLine } from './results-line';

const en = cataloguePagesEn.products.results;
const ku = cataloguePagesKu.products.results;

describe('resultsLine', () => {
  it('says how many of how many products show', () => {
    expect(resultsLine(en, { shown: '19', total: '19', category: null, search: '' })).toBe('Showing 19 of 19 products');
  });

  it('appends the category when one is active', () => {
    expect(resultsLine(en, { shown: '5', total: '19', category: 'Electronics', search: '' })).toBe('Showing 5 of 19 products in Electronics');
  });

  it('appends the search when there is one, trimmed, after the category', () => {
    expect(resultsLine(en, { shown: '1', total: '19', category: null, search: ' solar ' })).toBe('Showing 1 of 19 products matching "solar"');
    expect(resultsLine(en, { shown: '0', total: '19', category: 'Paver Blocks', search: 'solar' })).toBe(
      'Showing 0 of 19 products in Paver Blocks matching "solar"',
    );
  });

  it('ignores a blank search', () => {
    expect(resultsLine(en, { shown: '19', total: '19', category: null, search: '   ' })).toBe('Showing 19 of 19 products');
  });

  it('builds the Kurdish line from the Kurdish templates', () => {
    expect(resultsLine(ku, { shown: '٥', total: '١٩', category: 'ئەلیکترۆنیات', search: 'خۆر' })).toBe(
      'پیشاندانی ٥ لە ١٩ بەرهەم لە جۆری ئەلیکترۆنیات کە «خۆر»یان تێدایە',
    );
    // One form for one result and for many: «…یان تێدایە» (they have it in them) has no verb to agree in number.
    expect(resultsLine(ku, { shown: '١', total: '١٩', category: null, search: 'شەش' })).toBe('پیشاندانی ١ لە ١٩ بەرهەم کە «شەش»یان تێدایە');
  });
});
