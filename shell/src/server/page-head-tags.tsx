import { languageAlternates, pathInLanguage } from '@azmar/contract/routes/language-urls';
import { routeForPath } from '@azmar/contract/routes/route-manifest';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import type { Language } from '@azmar/kit/language/language';
import { pageTitle } from '../routing/page-title';

/** The picture link previews show: the hero's poster, a file of the site. */
const PREVIEW_IMAGE = '/assets/media/hero/hero-poster.jpg';
const OG_LOCALE: Record<Language, string> = { en: 'en_US', ku: 'ckb_IQ' };

export interface PageHeadProps {
  path: string;
  language: Language;
  /** The origin the request came by: the URLs are absolute on it. */
  origin: string;
  /** Whether the URL asked for its language (`?lang=`): else the bare path is the page's canonical URL. */
  languageInUrl: boolean;
}

/**
 * A page's title and metadata in its language, for search engines and link previews, rendered by React, which puts
 * them in the document's head. A page's canonical URL is the page in the language its URL asked for (`?lang=`), or
 * the bare path (the x-default, whose language follows the visitor) when it asked none; filters or an open item a
 * visitor may have added are views of the same page, so they are left out. Server only: the browser's tab title
 * follows the visitor from then on (frame/frame.tsx). Rendered in the page's render scope, whose texts are looked up
 * once per process (the kit's react-i18next facade): i18next's own lookups were 3% of a render worker's time on
 * `/contact`.
 */
export function PageHeadTags({ path, language, origin, languageInUrl }: PageHeadProps) {
  const { t } = useTranslation('common');
  const company = t('company.name');
  const route = routeForPath(path);
  const title = pageTitle(path, t, language);
  if (!route || route.path !== path) {
    return (
      <>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        <meta property="og:title" content={title} />
      </>
    );
  }
  // A staff page is nobody's search result or link preview: no description, canonical, alternates or Open Graph.
  if (route.staffOnly) {
    return (
      <>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const description = t(`meta.description.${route.id}`);
  const canonical = `${origin}${languageInUrl ? pathInLanguage(route.path, language) : route.path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {languageAlternates(route.path).map(({ hreflang, path: href }) => (
        // `hreflang` as HTML spells it: React would write its `hrefLang` prop as is.
        <link key={hreflang} rel="alternate" {...{ hreflang }} href={origin + href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={origin + PREVIEW_IMAGE} />
      <meta property="og:locale" content={OG_LOCALE[language]} />
      <meta property="og:locale:alternate" content={OG_LOCALE[language === 'ku' ? 'en' : 'ku']} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
