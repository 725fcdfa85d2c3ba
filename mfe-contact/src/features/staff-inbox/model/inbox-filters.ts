import type { Language } from '@azmar/contract/content/language';
import { STAFF_FOLDERS, type StaffFolder, type StaffMessageQuery } from '@azmar/contract/content/staff-inbox';

export type LanguageFilter = 'all' | Language;
export type StateFilter = 'all' | 'waiting' | 'handled';

export const LANGUAGE_FILTERS: readonly LanguageFilter[] = ['all', 'en', 'ku'];
export const STATE_FILTERS: readonly StateFilter[] = ['all', 'waiting', 'handled'];
export const FOLDER_FILTERS: readonly StaffFolder[] = STAFF_FOLDERS;

/** What the staff chose, as the URL holds it (`?folder=&q=&language=&state=&page=`), so a reload or a shared link keeps it. */
export interface InboxFilters {
  folder: StaffFolder;
  q: string;
  language: LanguageFilter;
  state: StateFilter;
  page: number;
}

/** A URL's value read strictly: anything unknown is the default, never sent on to the API. */
export function readFilters(raw: { folder: string; q: string; language: string; state: string; page: string }): InboxFilters {
  const page = /^[1-9]\d{0,5}$/.test(raw.page) ? Number(raw.page) : 1;
  return {
    folder: (FOLDER_FILTERS as readonly string[]).includes(raw.folder) ? (raw.folder as StaffFolder) : 'inbox',
    q: raw.q.trim(),
    language: (LANGUAGE_FILTERS as readonly string[]).includes(raw.language) ? (raw.language as LanguageFilter) : 'all',
    state: (STATE_FILTERS as readonly string[]).includes(raw.state) ? (raw.state as StateFilter) : 'all',
    page,
  };
}

/** The API's query for one page of the list. */
export function messageQuery(filters: InboxFilters): StaffMessageQuery {
  return {
    ...(filters.folder === 'inbox' ? {} : { folder: filters.folder }),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.language === 'all' ? {} : { language: filters.language }),
    ...(filters.state === 'all' ? {} : { handled: filters.state === 'handled' }),
    page: filters.page,
  };
}

/** `folder=…&q=…&language=…&handled=…` of a query (what the API reads); page and page size only when asked for. */
export function querySearch(query: StaffMessageQuery, withPage = true): string {
  const { folder, q, language, handled, page, pageSize } = query;
  const values = { folder, q, language, handled, ...(withPage ? { page, pageSize } : {}) };
  return new URLSearchParams(
    Object.entries(values).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])),
  ).toString();
}

/**
 * The CSV of the filtered list, every page, its header line in the staff member's language: a same-origin link, so
 * the session cookie goes with it.
 */
export function exportUrl(filters: InboxFilters, language: Language): string {
  const search = querySearch(messageQuery(filters), false);
  return `/api/staff/messages/export?${search ? `${search}&` : ''}lang=${language}`;
}

/** How many pages a list of `total` messages fills (at least one, the empty one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
