// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SORANI_FONT_FAMILY } from '@azmar/kit/fonts/sorani-font';
import { SERVER_STATE_ID } from '../server-state';
import { pageDocument } from './page-document';

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="description" content="old"><title>Azmar Group</title>' +
  '<script defer src="/main.abc.js"></script></head><body><div id="root"></div><noscript>x</noscript></body></html>';

describe('pageDocument', () => {
  const html = pageDocument(TEMPLATE, {
    language: 'ku',
    head: { title: 'A & B', tags: '<meta name="description" content="new">' },
    body: '<div class="frame">$& page</div>',
    state: { note: '</script><script>alert(1)</script>' },
  });

  it('puts the language and direction on <html>, the title and the head tags in the head', () => {
    expect(html).toContain('<html lang="ckb" dir="rtl">');
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).not.toContain('content="old"');
    expect(html).toMatch(/<meta name="description" content="new">\s*<\/head>/);
    expect(html).toContain('<script defer src="/main.abc.js"></script>');
  });

  it('puts the content in #root as it is, with the Sorani font on the body in Kurdish', () => {
    expect(html).toContain('<div id="root"><div class="frame">$& page</div></div>');
    expect(html).toContain(`<body style="font-family: ${SORANI_FONT_FAMILY.replace(/'/g, "'")}">`);
  });

  it('leaves the state as JSON that cannot close its script element', () => {
    const state = new RegExp(`<script id="${SERVER_STATE_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? '';
    expect(state).not.toContain('</script');
    expect(JSON.parse(state)).toEqual({ note: '</script><script>alert(1)</script>' });
  });

  it('gives English pages no body style', () => {
    expect(pageDocument(TEMPLATE, { language: 'en', head: { title: 't', tags: '' }, body: '', state: {} })).toContain('<body>');
  });
});
