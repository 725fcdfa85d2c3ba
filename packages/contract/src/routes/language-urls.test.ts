import { describe, expect, it } from 'vitest';
import { languageAlternates, pathInLanguage } from './language-urls.js';

describe('a page URL per language', () => {
  it('adds ?lang= to the path, leaving the path as it is', () => {
    expect(pathInLanguage('/about', 'ku')).toBe('/about?lang=ku');
    expect(pathInLanguage('/', 'en')).toBe('/?lang=en');
  });

  it('gives the alternates en, ckb and x-default (the bare path)', () => {
    expect(languageAlternates('/products')).toEqual([
      { hreflang: 'en', path: '/products?lang=en' },
      { hreflang: 'ckb', path: '/products?lang=ku' },
      { hreflang: 'x-default', path: '/products' },
    ]);
  });
});
