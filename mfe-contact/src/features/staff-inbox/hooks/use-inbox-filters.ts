import { useQueryState } from '@azmar/kit/routing/query-state';
import { readFilters, type InboxFilters } from '../model/inbox-filters';

/** The list's folder, search, filters and page, and the message open, as URL parameters of /staff. */
export function useInboxFilters() {
  const [folder, setFolder] = useQueryState('folder', 'inbox');
  const [q, setQ] = useQueryState('q', '');
  const [language, setLanguage] = useQueryState('language', 'all');
  const [state, setState] = useQueryState('state', 'all');
  const [page, setPage] = useQueryState('page', '1');
  // Opening a message is a step Back undoes; the filters replace the entry they change.
  const [message, setMessage] = useQueryState('message', '', { history: 'push' });
  const filters = readFilters({ folder, q, language, state, page });
  const openId = /^[1-9]\d{0,9}$/.test(message) ? Number(message) : null;

  /** A new search or filter starts again at page one. */
  const change = (next: Partial<Omit<InboxFilters, 'page'>>) => {
    setPage('1');
    if (next.folder !== undefined) setFolder(next.folder);
    if (next.q !== undefined) setQ(next.q.trim());
    if (next.language !== undefined) setLanguage(next.language);
    if (next.state !== undefined) setState(next.state);
  };

  return {
    filters,
    openId,
    change,
    goToPage: (n: number) => setPage(String(n)),
    open: (id: number) => setMessage(String(id)),
    close: () => setMessage(''),
  };
}
