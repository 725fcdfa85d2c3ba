import { languageFromCookies, languageFromSearch } from '@azmar/contract/routes/page-language';
import type { Language } from '@azmar/kit/language/language';

/**
 * The language to switch a server-rendered page to once it has been hydrated, or null to keep the server's.
 *
 * Why: for a URL that names no language the server picks the cookie's, then the browser's, then English. A visitor
 * whose choice is only in the store's storage (with cookies cleared since) got another from the server; keeping it would overwrite their stored choice. Switching restores it, and the document sync writes the
 * cookie, so their next page is in their language from the first byte.
 */
export function languageToRestore(serverLanguage: Language, stored: Language, search: string, cookies: string): Language | null {
  // The URL or the cookie decided: that is the visitor's current choice.
  if (languageFromSearch(search) || languageFromCookies(cookies)) return null;
  return stored === serverLanguage ? null : stored;
}
