// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseRouteDeclarations } from '@azmar/contract/routes/route-declarations';
import { buildRouteTable, routeForPath } from '@azmar/contract/routes/route-manifest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import type { Language } from '@azmar/kit/language/language';
import { createRequestContext } from '@azmar/kit/render/create-request-context';
import { writePageHeadTags } from './page-head-tags';

const ORIGIN = 'https://azmar.example';
const TABLE = buildRouteTable([
  ...parseRouteDeclarations(
    [
      { id: 'home', path: '/', title: { en: 'All sectors', ku: 'هەموو کەرتەکان' }, description: { en: 'Home page', ku: 'پەڕەی سەرەکی' } },
      { id: 'services', path: '/services', title: { en: 'Our services', ku: 'خزمەتگوزارییەکانمان' }, description: { en: 'What we do', ku: 'ئەوەی دەیکەین' } },
    ],
    'mfe-home',
  ),
  ...parseRouteDeclarations([{ id: 'inbox', path: '/inbox', title: { en: 'Inbox', ku: 'نامەکان' }, staff: true }], 'mfe-contact'),
]);
const attribute = (tags: string, pattern: RegExp) => pattern.exec(tags)?.[1];

/** The tags as a render worker writes them in a page's request context (as render-page.tsx does), and the title's text. */
function pageHead(path: string, language: Language, languageInUrl = true) {
  const requestContext = createRequestContext({ language, location: { path, search: '' }, timeoutMs: 1000 });
  const tags = writePageHeadTags({ route: routeForPath(TABLE, path), path, language, origin: ORIGIN, languageInUrl }, requestContext);
  const title = (/<title>([^<]*)<\/title>/.exec(tags)?.[1] ?? '').replace(/&amp;/g, '&');
  return { title, tags: tags.replace(/<title>[^<]*<\/title>/, '') };
}

describe('pageHead', () => {
  it('gives a route its declared title and description, canonical URL in its language, alternates and Open Graph', () => {
    const { title, tags } = pageHead('/services', 'ku');
    expect(title).toBe(`خزمەتگوزارییەکانمان | ${commonKu.company.name}`);
    expect(attribute(tags, /<meta name="description" content="([^"]*)"\/>/)).toBe('ئەوەی دەیکەین');
    expect(attribute(tags, /<link rel="canonical" href="([^"]*)"\/>/)).toBe(`${ORIGIN}/services?lang=ku`);
    expect(attribute(tags, /hreflang="en" href="([^"]*)"/)).toBe(`${ORIGIN}/services?lang=en`);
    expect(attribute(tags, /hreflang="ckb" href="([^"]*)"/)).toBe(`${ORIGIN}/services?lang=ku`);
    expect(attribute(tags, /hreflang="x-default" href="([^"]*)"/)).toBe(`${ORIGIN}/services`);
    expect(attribute(tags, /og:url" content="([^"]*)"/)).toBe(`${ORIGIN}/services?lang=ku`);
    expect(attribute(tags, /og:locale" content="([^"]*)"/)).toBe('ckb_IQ');
    expect(attribute(tags, /og:locale:alternate" content="([^"]*)"/)).toBe('en_US');
  });

  it("makes the bare path (the x-default, in the visitor's language) its own canonical URL", () => {
    const { tags } = pageHead('/services', 'ku', false);
    expect(attribute(tags, /<link rel="canonical" href="([^"]*)"\/>/)).toBe(`${ORIGIN}/services`);
    expect(attribute(tags, /og:url" content="([^"]*)"/)).toBe(`${ORIGIN}/services`);
  });

  it('titles home by the company, then its own title', () => {
    expect(pageHead('/', 'en').title).toBe(`${commonEn.company.name} | All sectors`);
  });

  it('titles a menu page its remote has not declared by its menu label, with no description', () => {
    const { title, tags } = pageHead('/about', 'ku');
    expect(title).toBe(`${commonKu.nav.about} | ${commonKu.company.name}`);
    expect(tags).not.toContain('name="description"');
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/about?lang=ku"/>`);
  });

  it('keeps a staff page out of search results and link previews, titled in its language', () => {
    for (const [language, name] of [
      ['en', 'Inbox'],
      ['ku', 'نامەکان'],
    ] as const) {
      const { title, tags } = pageHead('/inbox', language);
      expect(title).toBe(`${name} | ${(language === 'en' ? commonEn : commonKu).company.name}`);
      expect(tags).toBe('<meta name="robots" content="noindex"/>');
    }
  });

  it('keeps a page that is not a route out of search results, with no canonical URL', () => {
    const { title, tags } = pageHead('/products/nope', 'en');
    expect(title).toBe(`404 | ${commonEn.company.name}`);
    expect(tags).toContain('<meta name="robots" content="noindex"/>');
    expect(tags).not.toContain('canonical');
  });

  it('are written again when the route changes with the site, and for each origin', () => {
    const requestContext = createRequestContext({ language: 'en', location: { path: '/services', search: '' }, timeoutMs: 1000 });
    const route = routeForPath(TABLE, '/services')!;
    const props = { route, path: '/services', language: 'en' as const, origin: ORIGIN, languageInUrl: true };
    expect(writePageHeadTags(props, requestContext)).toContain('<title>Our services | ');
    const renamed = { ...route, title: { en: 'Services and repairs', ku: route.title?.ku ?? '' } };
    expect(writePageHeadTags({ ...props, route: renamed }, requestContext)).toContain('<title>Services and repairs | ');
    expect(writePageHeadTags({ ...props, route: renamed, origin: 'https://other.example' }, requestContext)).toContain(
      '<link rel="canonical" href="https://other.example/services?lang=en"/>',
    );
    expect(writePageHeadTags(props, requestContext)).toContain('<title>Our services | ');
  });

  it('titles a Kurdish 404 page in Eastern Arabic digits, as the page shows it, in its title and Open Graph title', () => {
    const { title, tags } = pageHead('/no-such-page', 'ku');
    expect(title).toBe(`٤٠٤ | ${commonKu.company.name}`);
    expect(attribute(tags, /og:title" content="([^"]*)"/)).toBe(`٤٠٤ | ${commonKu.company.name}`);
  });
});
