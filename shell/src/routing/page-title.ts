import { normalizePath, type PageRoute } from '@azmar/contract/routes/route-manifest';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import type { Language } from '@azmar/kit/language/language';

/** Looks up a text of the `common` namespace in the title's language. */
export type CommonText = (key: string) => string;

/**
 * A page's title in `language` (the language of `t`): the company and the page's own title for home, `<page> |
 * <company>` for the others (a menu page its remote has not yet declared: its menu label), `404 | <company>` for a
 * path no route owns, in the page's digits (`٤٠٤` in Kurdish, as the 404 page shows it). The server writes it in the
 * page's head; the layout keeps the tab's title in step as the visitor moves and switches language.
 */
export function pageTitle(route: PageRoute | null, path: string, language: Language, t: CommonText): string {
  const company = t('company.name');
  if (!route || route.path !== normalizePath(path) || route.path !== path) return `${formatNumber(404, language)} | ${company}`;
  const title = route.title?.[language] ?? t(`nav.${route.id}`);
  return route.path === '/' ? `${company} | ${title}` : `${title} | ${company}`;
}
