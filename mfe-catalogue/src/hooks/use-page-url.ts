import { useMemo } from 'react';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { useLocationPath, useLocationSearch } from '@azmar/kit/routing/location-path';
import { pageUrl, type PageUrl } from '../lib/page-url';

/** The page's URL in its language, following client-side navigation; on the server, the URL being rendered. */
export function usePageUrl(): PageUrl {
  const path = useLocationPath();
  const search = useLocationSearch();
  const language = useLanguageStore((state) => state.language);
  return useMemo(() => pageUrl(path, search, language), [path, search, language]);
}
