import { LANGUAGE_COOKIE } from '@azmar/contract/routes/page-language';
import type { Language } from '@azmar/kit/language/language';

/**
 * The cookie that remembers a visitor's language choice for a year on the whole site, written by the page's code: a URL
 * that names no language (one typed in, an old bookmark) is then answered in it. No secret in it, so readable by
 * scripts. The URLs the site renders each name their language, so nothing depends on it.
 */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function languageCookie(language: Language, secure = false): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
