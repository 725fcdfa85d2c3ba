import { languageAlternates, pathInLanguage } from '@azmar/contract/routes/language-urls';
import type { SiteRoute } from '@azmar/contract/routes/route-manifest';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import type { Language } from '@azmar/kit/language/language';
import { renderToStaticMarkup } from 'react-dom/server';
import { RequestContextProvider, type RequestContext } from '@azmar/kit/render/request-context';
import { pageTitle } from '../routing/page-title';

/** The picture link previews show: the hero's poster, a file of the site. */
const PREVIEW_IMAGE = '/assets/media/hero/hero-poster.jpg';
const OG_LOCALE: Record<Language, string> = { en: 'en_US', ku: 'ckb_IQ' };

export interface PageHeadProps {
  /** The page's route (null: no route owns the path, the 404 page). */
  route: SiteRoute | null;
  path: string;
  language: Language;
  /** The site's public origin: the URLs are absolute on it. */
  origin: string;
  /** Whether the URL names its language (`?lang=`): else the bare path is the page's canonical URL. */
  languageInUrl: boolean;
}

/**
 * A page's title and metadata in its language, for search engines and link previews, rendered by React, which puts
 * them in the document's head. The title and description are the ones its remote declares. A page's canonical URL is
 * the page in the language its URL names (`?lang=`), or the bare path (the x-default, whose language follows the
 * visitor) when it names none; filters or an open item a visitor may have added are views of the same page, so they
 * are left out. Server only: the browser's tab title follows the visitor from then on (layout/layout.tsx).
 */
function PageHeadTags({ route, path, language, origin, languageInUrl }: PageHeadProps) {
  const { t } = useTranslation('common');
  const company = t('company.name');
  const title = pageTitle(route, path, language, t);
  // A staff page or a 404 is nobody's search result or link preview: no description, canonical, alternates or Open Graph.
  if (!route || route.path !== path || route.staff) {
    return (
      <>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        {!route && <meta property="og:title" content={title} />}
      </>
    );
  }
  const description = route.description?.[language];
  const canonical = `${origin}${languageInUrl ? pathInLanguage(route.path, language) : route.path}`;
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={canonical} />
      {languageAlternates(route.path).map(({ hreflang, path: href }) => (
        // `hreflang` as HTML spells it: React would write its `hrefLang` prop as is.
        <link key={hreflang} rel="alternate" {...{ hreflang }} href={origin + href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={origin + PREVIEW_IMAGE} />
      <meta property="og:locale" content={OG_LOCALE[language]} />
      <meta property="og:locale:alternate" content={OG_LOCALE[language === 'ku' ? 'en' : 'ku']} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

/** The most pages' head tags a worker keeps written: far more than the site's routes × languages × origins. */
const MAX_HEAD_TAGS = 256;
const writtenHeadTags = new Map<string, { route: SiteRoute | null; html: string }>();

/**
 * A page's title and metadata, written once per route, path, language and origin (and again when the route changes
 * with the site): they depend on nothing else, and their own render took 4% of a render worker's time for `/contact`.
 * Their own render: beside the layout it would shift the layout's `useId`s away from the browser's.
 */
export function writePageHeadTags(props: PageHeadProps, requestContext: RequestContext): string {
  const key = `${props.route?.id ?? ''} ${props.path} ${props.language} ${props.origin} ${props.languageInUrl}`;
  const written = writtenHeadTags.get(key);
  if (written && written.route === props.route) return written.html;
  const html = renderToStaticMarkup(
    <RequestContextProvider value={requestContext}>
      <PageHeadTags {...props} />
    </RequestContextProvider>,
  );
  if (writtenHeadTags.size >= MAX_HEAD_TAGS) writtenHeadTags.clear();
  writtenHeadTags.set(key, { route: props.route, html });
  return html;
}
