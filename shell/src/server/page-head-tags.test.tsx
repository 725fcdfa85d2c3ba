// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '@azmar/kit/language/language';
import { createRenderScope } from '@azmar/kit/render/create-render-scope';
import { RenderScopeContext } from '@azmar/kit/render/render-scope';
import { PageHeadTags } from './page-head-tags';

const ORIGIN = 'https://azmar.example';
const attribute = (tags: string, pattern: RegExp) => pattern.exec(tags)?.[1];
/** The tags as React writes them in a page's render scope (as render-page.tsx does), and the title's text. */
function pageHead(path: string, language: Language, origin: string, languageInUrl = true) {
  const scope = createRenderScope({ language, location: { path, search: '' }, timeoutMs: 1000 });
  const tags = renderToStaticMarkup(
    <RenderScopeContext value={scope}>
      <PageHeadTags path={path} language={language} origin={origin} languageInUrl={languageInUrl} />
    </RenderScopeContext>,
  );
  const title = (/<title>([^<]*)<\/title>/.exec(tags)?.[1] ?? '').replace(/&amp;/g, '&');
  return { title, tags: tags.replace(/<title>[^<]*<\/title>/, '') };
}

describe('pageHead', () => {
  it('gives a route its title, description, canonical URL in its language, alternates and Open Graph', () => {
    const { title, tags } = pageHead('/services', 'ku', ORIGIN);
    expect(title).toBe(`${commonKu.nav.services} | ${commonKu.company.name}`);
    expect(attribute(tags, /<meta name="description" content="([^"]*)"\/>/)).toBe(commonKu.meta.description.services);
    expect(attribute(tags, /<link rel="canonical" href="([^"]*)"\/>/)).toBe(`${ORIGIN}/services?lang=ku`);
    expect(attribute(tags, /hreflang="en" href="([^"]*)"/)).toBe(`${ORIGIN}/services?lang=en`);
    expect(attribute(tags, /hreflang="ckb" href="([^"]*)"/)).toBe(`${ORIGIN}/services?lang=ku`);
    expect(attribute(tags, /hreflang="x-default" href="([^"]*)"/)).toBe(`${ORIGIN}/services`);
    expect(attribute(tags, /og:url" content="([^"]*)"/)).toBe(`${ORIGIN}/services?lang=ku`);
    expect(attribute(tags, /og:locale" content="([^"]*)"/)).toBe('ckb_IQ');
    expect(attribute(tags, /og:locale:alternate" content="([^"]*)"/)).toBe('en_US');
  });

  it("makes the bare path (the x-default, in the visitor's language) its own canonical URL", () => {
    const { tags } = pageHead('/about', 'ku', ORIGIN, false);
    expect(attribute(tags, /<link rel="canonical" href="([^"]*)"\/>/)).toBe(`${ORIGIN}/about`);
    expect(attribute(tags, /og:url" content="([^"]*)"/)).toBe(`${ORIGIN}/about`);
    expect(attribute(tags, /hreflang="x-default" href="([^"]*)"/)).toBe(`${ORIGIN}/about`);
  });

  it('titles home by the company and its sectors', () => {
    expect(pageHead('/', 'en', ORIGIN).title).toBe(`${commonEn.company.name} | ${commonEn.company.tagline}`);
  });

  it('keeps the staff inbox out of search results and link previews, titled in its language', () => {
    for (const language of ['en', 'ku'] as const) {
      const { title, tags } = pageHead('/inbox', language, ORIGIN);
      const common = language === 'en' ? commonEn : commonKu;
      expect(title).toBe(`${common.nav.inbox} | ${common.company.name}`);
      expect(tags).toBe('<meta name="robots" content="noindex"/>');
    }
  });

  it('keeps a page that is not a route out of search results, with no canonical URL', () => {
    const { title, tags } = pageHead('/products/nope', 'en', ORIGIN);
    expect(title).toBe(`404 | ${commonEn.company.name}`);
    expect(tags).toContain('<meta name="robots" content="noindex"/>');
    expect(tags).not.toContain('canonical');
  });

  it('titles a Kurdish 404 page in Eastern Arabic digits, as the page shows it, in its title and Open Graph title', () => {
    const { title, tags } = pageHead('/no-such-page', 'ku', ORIGIN);
    expect(title).toBe(`٤٠٤ | ${commonKu.company.name}`);
    expect(attribute(tags, /og:title" content="([^"]*)"/)).toBe(`٤٠٤ | ${commonKu.company.name}`);
  });
});
