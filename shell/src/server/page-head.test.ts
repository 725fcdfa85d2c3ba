// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { escapeHtml, pageHead } from './page-head';

const ORIGIN = 'https://azmar.example';
const attribute = (tags: string, pattern: RegExp) => pattern.exec(tags)?.[1];

describe('pageHead', () => {
  it('gives a route its title, description, canonical URL in its language, alternates and Open Graph', () => {
    const { title, tags } = pageHead('/services', 'ku', ORIGIN);
    expect(title).toBe(`${commonKu.nav.services} | ${commonKu.company.name}`);
    expect(attribute(tags, /<meta name="description" content="([^"]*)">/)).toBe(commonKu.meta.description.services);
    expect(attribute(tags, /<link rel="canonical" href="([^"]*)">/)).toBe(`${ORIGIN}/services?lang=ku`);
    expect(attribute(tags, /hreflang="en" href="([^"]*)"/)).toBe(`${ORIGIN}/services?lang=en`);
    expect(attribute(tags, /hreflang="ckb" href="([^"]*)"/)).toBe(`${ORIGIN}/services?lang=ku`);
    expect(attribute(tags, /hreflang="x-default" href="([^"]*)"/)).toBe(`${ORIGIN}/services`);
    expect(attribute(tags, /og:url" content="([^"]*)"/)).toBe(`${ORIGIN}/services?lang=ku`);
    expect(attribute(tags, /og:locale" content="([^"]*)"/)).toBe('ckb_IQ');
    expect(attribute(tags, /og:locale:alternate" content="([^"]*)"/)).toBe('en_US');
  });

  it("makes the bare path (the x-default, in the visitor's language) its own canonical URL", () => {
    const { tags } = pageHead('/about', 'ku', ORIGIN, false);
    expect(attribute(tags, /<link rel="canonical" href="([^"]*)">/)).toBe(`${ORIGIN}/about`);
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
      expect(tags).toBe('<meta name="robots" content="noindex">');
    }
  });

  it('keeps a page that is not a route out of search results, with no canonical URL', () => {
    const { title, tags } = pageHead('/products/nope', 'en', ORIGIN);
    expect(title).toBe(`404 | ${commonEn.company.name}`);
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toContain('canonical');
  });

  it('escapes what would end an attribute or open a tag', () => {
    expect(escapeHtml('a "b" <c> & d')).toBe('a &quot;b&quot; &lt;c&gt; &amp; d');
  });
});
