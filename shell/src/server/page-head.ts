import { languageAlternates, pathInLanguage } from '@azmar/contract/routes/language-urls';
import { routeForPath } from '@azmar/contract/routes/route-manifest';
import { i18n } from '@azmar/kit/i18n/i18n';
import type { Language } from '@azmar/kit/language/language';
import { pageTitle } from '../routing/page-title';

/** The picture link previews show: the hero's poster, a file of the site. */
const PREVIEW_IMAGE = '/assets/media/hero/hero-poster.jpg';
const OG_LOCALE: Record<Language, string> = { en: 'en_US', ku: 'ckb_IQ' };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface PageHead {
  title: string;
  /** Everything else of the page's head: description, canonical and alternates, Open Graph. */
  tags: string;
}

/**
 * A page's title and metadata in its language, for search engines and link previews. URLs are absolute on the
 * origin the request came by; a page's canonical URL is the page in the language its URL asked for (`?lang=`), or
 * the bare path (the x-default, whose language follows the visitor) when it asked none; filters or an open item a
 * visitor may have added are views of the same page, so they are left out.
 */
export function pageHead(path: string, language: Language, origin: string, languageInUrl = true): PageHead {
  const t = i18n.getFixedT(language, 'common');
  const company = t('company.name');
  const route = routeForPath(path);
  const title = pageTitle(path, language);
  if (!route || route.path !== path) {
    return { title, tags: `<meta name="robots" content="noindex">\n<meta property="og:title" content="${escapeHtml(title)}">` };
  }
  // A staff page is nobody's search result or link preview: no description, canonical, alternates or Open Graph.
  if (route.staffOnly) return { title, tags: '<meta name="robots" content="noindex">' };
  const description = t(`meta.description.${route.id}`);
  const canonical = `${origin}${languageInUrl ? pathInLanguage(route.path, language) : route.path}`;
  const lines = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...languageAlternates(route.path).map(({ hreflang, path: href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + href)}">`),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(company)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(origin + PREVIEW_IMAGE)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[language === 'ku' ? 'en' : 'ku']}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  return { title, tags: lines.join('\n') };
}
