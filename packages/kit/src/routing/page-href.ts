import { pathInLanguage } from '@azmar/contract/routes/language-urls';
import { useLanguageStore } from '@azmar/kit/language/language-store';

/**
 * Links to the site's pages in the page's language (`/products?lang=ku`): every link the site renders keeps the
 * visitor in their language, with no cookie and before any code has run. Other query parameters follow the language.
 */
export function usePageHref(): (path: string, params?: Record<string, string | null | undefined>) => string {
  const language = useLanguageStore((state) => state.language);
  return (path, params) => pathInLanguage(path, language, params);
}
