import { describe, expect, it } from 'vitest';
import { exportUrl, messageQuery, pageCount, querySearch, readFilters } from './inbox-filters';

const ALL = { folder: 'inbox', q: '', language: 'all', state: 'all', page: 1 } as const;

describe('inbox filters', () => {
  it('reads the URL strictly: unknown values fall back to the defaults', () => {
    expect(readFilters({ folder: 'spam', q: '  ali ', language: 'ku', state: 'handled', page: '3' })).toEqual({
      folder: 'spam',
      q: 'ali',
      language: 'ku',
      state: 'handled',
      page: 3,
    });
    expect(readFilters({ folder: 'trash', q: '', language: 'fr', state: 'done', page: '-1' })).toEqual(ALL);
    expect(readFilters({ folder: '', q: '', language: 'all', state: 'all', page: '0' }).page).toBe(1);
  });

  it('turns the choices into the API query: the inbox and all mean no filter, waiting is handled=false', () => {
    expect(messageQuery(ALL)).toEqual({ page: 1 });
    expect(messageQuery({ folder: 'spam', q: 'x', language: 'en', state: 'waiting', page: 2 })).toEqual({
      folder: 'spam',
      q: 'x',
      language: 'en',
      handled: false,
      page: 2,
    });
  });

  it('encodes the search so SQL or HTML in it is only text in the URL', () => {
    expect(querySearch({ q: "' OR 1=1; -- <b>&", handled: true, page: 1 })).toBe('q=%27+OR+1%3D1%3B+--+%3Cb%3E%26&handled=true&page=1');
  });

  it('exports the filtered list, every page of it, its header in the staff member’s language', () => {
    expect(exportUrl({ folder: 'inbox', q: 'دارا', language: 'ku', state: 'handled', page: 4 }, 'ku')).toBe(
      `/api/staff/messages/export?q=${encodeURIComponent('دارا')}&language=ku&handled=true&lang=ku`,
    );
    expect(exportUrl(ALL, 'en')).toBe('/api/staff/messages/export?lang=en');
    expect(exportUrl({ ...ALL, folder: 'spam' }, 'en')).toBe('/api/staff/messages/export?folder=spam&lang=en');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
