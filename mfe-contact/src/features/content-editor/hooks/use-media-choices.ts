import { useEffect, useState } from 'react';
import { useQuery } from '@azmar/kit/api/react-query-facade';
import { useStaffCall } from '../../../hooks/use-staff-call';
import { fetchMediaPage, mediaListKey } from '../../../lib/media-list-api';

/** Uploads shown at once in the picker: a few rows of thumbnails. */
const PICKER_PAGE_SIZE = 12;
/** A search is sent once typing pauses this long, not on every key. */
const SEARCH_PAUSE_MS = 250;

/** The uploads a media picker offers: of one kind (or both), searched by name or alt text, a page at a time. */
export function useMediaChoices(kind: 'image' | 'video' | undefined) {
  const call = useStaffCall();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const query = { kind, q: q || undefined, page, pageSize: PICKER_PAGE_SIZE };
  const list = useQuery({ queryKey: mediaListKey(query), queryFn: () => fetchMediaPage(call, query) });
  return { list, search, setSearch, page, setPage };
}
