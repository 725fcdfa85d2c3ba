import { describe, expect, it } from 'vitest';
import { exportUrl, messageQuery, pageCount, querySearch, readFilters } from './inbox-filters';

describe('inbox filters', () => {
  it('reads the URL strictly: unknown values fall back to the defaults', () => {
    expect(readFilters({ q: '  ali ', language: 'ku', state: 'handled', page: '3' })).toEqual({ q: 'ali', language: 'ku', state: 'handled', page: 3 });
    expect(readFilters({ q: '', language: 'fr', state: 'done', page: '-1' })).toEqual({ q: '', language: 'all', state: 'all', page: 1 });
    expect(readFilters({ q: '', language: 'all', state: 'all', page: '0' }).page).toBe(1);
  });

  it('turns the choices into the API query: all means no filter, waiting is handled=false', () => {
    expect(messageQuery({ q: '', language: 'all', state: 'all', page: 1 })).toEqual({ page: 1 });
    expect(messageQuery({ q: 'x', language: 'en', state: 'waiting', page: 2 })).toEqual({ q: 'x', language: 'en', handled: false, page: 2 });
  });

  it('encodes the search so SQL or HTML in it is only text in the URL', () => {
    expect(querySearch({ q: "' OR 1=1; -- <b>&", handled: true, page: 1 })).toBe('q=%27+OR+1%3D1%3B+--+%3Cb%3E%26&handled=true&page=1');
  });

  it('exports the filtered list, every page of it', () => {
    expect(exportUrl({ q: 'دارا', language: 'ku', state: 'handled', page: 4 })).toBe(
      `/api/staff/messages/export?q=${encodeURIComponent('دارا')}&language=ku&handled=true`,
    );
    expect(exportUrl({ q: '', language: 'all', state: 'all', page: 1 })).toBe('/api/staff/messages/export');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
