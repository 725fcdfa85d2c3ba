import { routeForPath } from '@azmar/contract/routes/route-manifest';
import { i18n } from '@azmar/kit/i18n/i18n';
import type { Language } from '@azmar/kit/language/language';

/**
 * A page's title in a language: the company and its sectors for home, `<page> | <company>` for the others,
 * `404 | <company>` for a path no route owns. The server writes it in the page's head; the frame keeps the tab's
 * title in step as the visitor moves and switches language.
 */
export function pageTitle(path: string, language: Language): string {
  const t = i18n.getFixedT(language, 'common');
  const company = t('company.name');
  const route = routeForPath(path);
  if (!route || route.path !== path) return `404 | ${company}`;
  return route.id === 'home' ? `${company} | ${t('company.tagline')}` : `${t(route.titleKey)} | ${company}`;
}
