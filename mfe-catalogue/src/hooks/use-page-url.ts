import { useMemo } from 'react';
import { useLocationPath, useLocationSearch } from '@azmar/kit/routing/location-path';
import { pageUrl, type PageUrl } from '../lib/page-url';

/** The page's URL, following client-side navigation; on the server, the URL being rendered. */
export function usePageUrl(): PageUrl {
  const path = useLocationPath();
  const search = useLocationSearch();
  return useMemo(() => pageUrl(path, search), [path, search]);
}
