import { languageFromSearch } from '@azmar/contract/routes/page-language';
import { useLanguageStore } from '@azmar/kit/language/language-store';

/**
 * The page's language follows its URL: a link the visitor follows, or the back button, to a URL that names another
 * language switches the page to it, as a server answer would have.
 */
export function followUrlLanguage(): void {
  window.addEventListener('single-spa:routing-event', () => {
    const named = languageFromSearch(window.location.search);
    if (named && named !== useLanguageStore.getState().language) useLanguageStore.getState().setLanguage(named);
  });
}
