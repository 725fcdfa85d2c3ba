import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-url';

describe('pageUrl', () => {
  const url = pageUrl('/projects', '?lang=ku&status=completed&project=4', 'ku');

  it('sets, replaces and removes parameters and keeps the others', () => {
    expect(url.hrefWith({ sector: 'construction' })).toBe('/projects?lang=ku&status=completed&project=4&sector=construction');
    expect(url.hrefWith({ status: 'ongoing', project: null })).toBe('/projects?lang=ku&status=ongoing');
  });

  it("names the page's language in every URL, whatever the URL it was made from named", () => {
    expect(pageUrl('/products', '?q=tile', 'en').hrefWith({ q: null })).toBe('/products?lang=en');
    expect(pageUrl('/products', '?lang=en&q=tile', 'ku').hrefWith({})).toBe('/products?lang=ku&q=tile');
  });

  it('keeps for a form every parameter it does not set itself, the language first', () => {
    expect(url.keptParams(['status', 'project'])).toEqual([['lang', 'ku']]);
    expect(pageUrl('/products', '', 'en').keptParams([])).toEqual([['lang', 'en']]);
  });

  it('reads a parameter', () => {
    expect(url.param('project')).toBe('4');
    expect(url.param('media')).toBeNull();
  });

  it('encodes what it writes', () => {
    expect(pageUrl('/products', '', 'en').hrefWith({ q: 'a&b c' })).toBe('/products?lang=en&q=a%26b+c');
  });
});
