import { describe, expect, it } from 'vitest';
import { languageAlternates, pathInLanguage, searchInLanguage } from './language-urls.js';

describe('a page URL per language', () => {
  it('adds ?lang= to the path, then the other parameters, leaving out null ones', () => {
    expect(pathInLanguage('/about', 'ku')).toBe('/about?lang=ku');
    expect(pathInLanguage('/', 'en')).toBe('/?lang=en');
    expect(pathInLanguage('/products', 'ku', { category: 'electronics', q: null, lang: 'en' })).toBe('/products?lang=ku&category=electronics');
    expect(pathInLanguage('/products', 'en', { q: 'a b&c' })).toBe('/products?lang=en&q=a+b%26c');
  });

  it('sets the language of a query string, keeping the rest', () => {
    expect(searchInLanguage('?category=electronics&lang=en', 'ku')).toBe('?category=electronics&lang=ku');
    expect(searchInLanguage('', 'en')).toBe('?lang=en');
  });

  it('gives the alternates en, ckb and x-default (the bare path)', () => {
    expect(languageAlternates('/products')).toEqual([
      { hreflang: 'en', path: '/products?lang=en' },
      { hreflang: 'ckb', path: '/products?lang=ku' },
      { hreflang: 'x-default', path: '/products' },
    ]);
  });
});
