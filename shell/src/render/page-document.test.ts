// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_REMOTE_LOCATIONS_ID, PAGE_ROUTES_ID } from '@azmar/contract/routes/page-remote-locations';
import { MENU_ROUTES } from '@azmar/contract/routes/route-manifest';
import { SERVER_STATE_ID } from '../server-state';
import { HEAD_PRELOAD_MEDIA } from '../hydration-scripts';
import type { DocumentAssets } from '../../server/render-types';
import { pageDocumentWriter, type PageParts } from './page-document';

const ASSETS: DocumentAssets = {
  template:
    '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="description" content="old"><title>Azmar Group</title>' +
    '<script defer src="/main.abc.js"></script></head><body><div id="root"></div>\n    <noscript>x</noscript><script src="/after.js"></script></body></html>',
  shellStyles: ['main.1.css'],
  shellStartupScripts: ['startup.1.js'],
  shellTexts: { en: ['texts-en.1.js'], ku: ['texts-ku.1.js'] },
  soraniFonts: ['sorani-400.ab.woff2'],
  remoteEntries: { 'mfe-catalogue': '/remotes/mfe-catalogue/remoteEntry.js', 'mfe-home': 'https://cdn.example/home/remoteEntry.js' },
  exposedModules: {
    'mfe-catalogue': {
      app: { styles: ['app.1.css'], scripts: ['app.1.js'], texts: { en: ['app.texts-en.1.js'], ku: ['app.texts-ku.1.js'] } },
      'home-sections': {
        styles: ['sections.1.css'],
        scripts: ['shared.1.js', 'sections.1.js'],
        texts: { en: ['home-sections.texts-en.1.js'], ku: ['home-sections.texts-ku.1.js'] },
      },
    },
    'mfe-home': { app: { styles: ['home.1.css'], scripts: ['shared.1.js', 'home.1.js'], texts: { ku: ['app.texts-ku.2.js'] } } },
  },
};

const PARTS: PageParts = {
  language: 'ku',
  origin: 'https://azmar.example',
  head: '<title>A &amp; B</title><meta name="description" content="new"/>',
  // As React wrote it: UTF-8 bytes, kept as they are.
  body: Buffer.from('<div class="layout">$& page بەخێربێن</div>'),
  remoteModules: ['mfe-home/app', 'mfe-catalogue/home-sections'],
  state: { note: '</script><script>alert(1)</script>' },
  routes: MENU_ROUTES,
};

describe('the page document', () => {
  const writeBytes = pageDocumentWriter(ASSETS);
  const write = (parts: PageParts) => writeBytes(parts).toString('utf8');
  const html = write(PARTS);

  it("puts the language and direction on <html>, and React's head in place of the template's title and description", () => {
    expect(html.startsWith('<!doctype html><html lang="ckb" dir="rtl"><head><meta charset="utf-8">')).toBe(true);
    expect(html).not.toContain('content="old"');
    expect(html).not.toContain('<title>Azmar Group</title>');
    expect(html).toContain('<title>A &amp; B</title><meta name="description" content="new"/>');
    expect(html).toContain('<script defer src="/main.abc.js"></script>');
  });

  it("links the shell's styles, a Kurdish page's fonts, and the stylesheets of what the page shows, absolute on the origin", () => {
    expect(html).toContain('<link rel="stylesheet" href="/main.1.css">');
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" href="/assets/sorani-400.ab.woff2" crossorigin>');
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.example/home/home.1.css">');
    expect(html).toContain('<link rel="stylesheet" href="https://azmar.example/remotes/mfe-catalogue/sections.1.css">');
    expect(html).not.toContain('app.1.css');
    expect(write({ ...PARTS, language: 'en' })).not.toContain('sorani-400');
  });

  it("lists every script the hydration runs: the shell's startup file, and each shown module's entry and first files", () => {
    // The page's one list of them: its head's preloads, for a wide screen (hydration-scripts.ts).
    const listed = (page: string) => [...page.matchAll(/<link rel="preload" as="script" href="([^"]+)" media="[^"]+">/g)].map((link) => link[1]);
    expect(listed(html)).toEqual([
      '/startup.1.js',
      '/texts-ku.1.js',
      'https://cdn.example/home/remoteEntry.js',
      'https://cdn.example/home/shared.1.js',
      'https://cdn.example/home/home.1.js',
      'https://cdn.example/home/app.texts-ku.2.js',
      'https://azmar.example/remotes/mfe-catalogue/remoteEntry.js',
      'https://azmar.example/remotes/mfe-catalogue/shared.1.js',
      'https://azmar.example/remotes/mfe-catalogue/sections.1.js',
      'https://azmar.example/remotes/mfe-catalogue/home-sections.texts-ku.1.js',
    ]);
    // Texts in the page's language only, whatever the module (and none where a module has none in it).
    expect(listed(write({ ...PARTS, language: 'en' })).filter((href) => href?.includes('texts'))).toEqual([
      '/texts-en.1.js',
      'https://azmar.example/remotes/mfe-catalogue/home-sections.texts-en.1.js',
    ]);
    // Preloaded by the head on a wide screen only: on a phone they would compete with the largest paint (hydration-scripts.ts).
    const headPreloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" media="([^"]+)">/g)];
    expect(headPreloads.map((link) => link[1])).toEqual(listed(html));
    expect(new Set(headPreloads.map((link) => link[2]))).toEqual(new Set([HEAD_PRELOAD_MEDIA]));
    expect(html.split('rel="preload" as="script"')).toHaveLength(headPreloads.length + 1);
    expect(html).not.toContain('azmar-hydration-scripts');
    // A page without a remote lists only the shell's.
    expect(listed(write({ ...PARTS, remoteModules: [] }))).toEqual(['/startup.1.js', '/texts-ku.1.js']);
  });

  it('says where every remote lives, as the browser loads it', () => {
    const locations = new RegExp(`<script id="${PAGE_REMOTE_LOCATIONS_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? '';
    expect(JSON.parse(locations)).toEqual({
      'mfe-catalogue': 'https://azmar.example/remotes/mfe-catalogue/remoteEntry.js',
      'mfe-home': 'https://cdn.example/home/remoteEntry.js',
    });
  });

  it('gives the route table it was rendered with, for the shell to route by', () => {
    const routes = new RegExp(`<script id="${PAGE_ROUTES_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? '';
    expect(JSON.parse(routes)).toEqual(MENU_ROUTES.map(({ id, path, remote, title }) => ({ id, path, remote, title })));
  });

  it('gives the browser only what it routes and titles by: no description, nor the sitemap’s and the caches’ facts', () => {
    const declared = MENU_ROUTES.map((route) => ({
      ...route,
      title: { en: `${route.id} title`, ku: `${route.id} ناونیشان` },
      description: { en: `${route.id} description for search engines`, ku: `${route.id} وەسف` },
      content: ['services' as const],
      form: route.id === 'contact',
    }));
    const page = write({ ...PARTS, routes: declared });
    const routes = JSON.parse(new RegExp(`<script id="${PAGE_ROUTES_ID}" type="application/json">(.*?)</script>`).exec(page)?.[1] ?? '[]');
    expect(routes[5]).toEqual({ id: 'contact', path: '/contact', remote: 'mfe-contact', title: { en: 'contact title', ku: 'contact ناونیشان' } });
    expect(page).not.toContain('description for search engines');
  });

  it('puts the content in #root as it is, the Sorani font on the body in Kurdish, and keeps what followed the root', () => {
    expect(html).toContain('<div id="root"><div class="layout">$& page بەخێربێن</div></div>');
    expect(html).toMatch(/<body style="font-family: [^"]*Vazirmatn[^"]*">/);
    expect(html).toContain('<script src="/after.js"></script></body></html>');
    expect(html).not.toContain('<noscript>');
    expect(write({ ...PARTS, language: 'en' })).toContain('<body><div id="root">');
  });

  it("writes the company's JSON-LD in the page's language, in place of the template's English one", () => {
    const template = ASSETS.template.replace('</head>', '\n    <script type="application/ld+json">\n      {"name":"Azmar Group"}\n    </script>\n  </head>');
    const writeWithJsonLd = pageDocumentWriter({ ...ASSETS, template });
    const jsonLd = (parts: PageParts) =>
      [
        ...writeWithJsonLd(parts)
          .toString('utf8')
          .matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1] ?? ''));
    const kurdish = jsonLd(PARTS);
    expect(kurdish).toHaveLength(1);
    expect(kurdish[0]).toMatchObject({ name: 'گرووپی ئەزمەڕ', alternateName: 'Azmar Group', address: { streetAddress: 'شەقامی مەلیک مەحموود' } });
    const english = jsonLd({ ...PARTS, language: 'en' });
    expect(english).toHaveLength(1);
    expect(english[0]).toMatchObject({ name: 'Azmar Group', alternateName: 'گرووپی ئەزمەڕ', address: { streetAddress: 'Malik Mahmood Road' } });
  });

  it('leaves the state as JSON that cannot close its script element', () => {
    const state = new RegExp(`<script id="${SERVER_STATE_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? '';
    expect(state).not.toContain('</script');
    expect(JSON.parse(state)).toEqual({ note: '</script><script>alert(1)</script>' });
  });

  it('links each page on the origin it was asked by and with what it shows, page after page', () => {
    const stylesheets = (page: string) => [...page.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((link) => link[1]);
    // The same writer, as one build's pages are written: what it keeps of a page's head must not leak into the next.
    const other = write({ ...PARTS, origin: 'http://localhost:8080' });
    expect(stylesheets(other)).toEqual(['/main.1.css', 'https://cdn.example/home/home.1.css', 'http://localhost:8080/remotes/mfe-catalogue/sections.1.css']);
    expect(stylesheets(write({ ...PARTS, remoteModules: ['mfe-catalogue/app'] }))).toEqual([
      '/main.1.css',
      'https://azmar.example/remotes/mfe-catalogue/app.1.css',
    ]);
    expect(stylesheets(write(PARTS))).toEqual(stylesheets(html));
    expect(stylesheets(write({ ...PARTS, remoteModules: [] }))).toEqual(['/main.1.css']);
  });
});
