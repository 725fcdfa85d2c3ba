import { routeForPath } from '@azmar/contract/routes/route-manifest';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import type { Language } from '@azmar/kit/language/language';

/** Looks up a text of the `common` namespace in the title's language. */
export type CommonText = (key: string) => string;

/**
 * A page's title in `language` (the language of `t`): the company and its sectors for home, `<page> | <company>` for
 * the others, `404 | <company>` for a path no route owns, in the page's digits (`٤٠٤` in Kurdish, as the 404 page shows
 * it). The server writes it in the page's head (with its render's `t`, whose texts are looked up once); the frame keeps
 * the tab's title in step as the visitor moves and switches language.
 */
export function pageTitle(path: string, t: CommonText, language: Language): string {
  const company = t('company.name');
  const route = routeForPath(path);
  if (!route || route.path !== path) return `${formatNumber(404, language)} | ${company}`;
  return route.id === 'home' ? `${company} | ${t('company.tagline')}` : `${t(route.titleKey)} | ${company}`;
}
