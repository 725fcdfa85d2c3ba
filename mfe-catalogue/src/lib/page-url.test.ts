import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-url';

describe('pageUrl', () => {
  const url = pageUrl('/projects', '?lang=ku&status=completed&project=4');

  it('sets, replaces and removes parameters and keeps the others', () => {
    expect(url.hrefWith({ sector: 'construction' })).toBe('/projects?lang=ku&status=completed&project=4&sector=construction');
    expect(url.hrefWith({ status: 'ongoing', project: null })).toBe('/projects?lang=ku&status=ongoing');
  });

  it('drops the question mark when nothing is left', () => {
    expect(pageUrl('/products', '?q=tile').hrefWith({ q: null })).toBe('/products');
  });

  it('keeps for a form every parameter it does not set itself', () => {
    expect(url.keptParams(['status', 'project'])).toEqual([['lang', 'ku']]);
    expect(pageUrl('/products', '').keptParams([])).toEqual([]);
  });

  it('reads a parameter', () => {
    expect(url.param('project')).toBe('4');
    expect(url.param('media')).toBeNull();
  });

  it('encodes what it writes', () => {
    expect(pageUrl('/products', '').hrefWith({ q: 'a&b c' })).toBe('/products?q=a%26b+c');
  });
});
