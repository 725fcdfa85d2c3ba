// The gateway's behaviours, one table for every deployment: what a browser, a crawler, an API client and an
// attacker get from the one public port.
import assert from 'node:assert/strict';
import { MENU_ROUTES } from '@azmar/contract/routes/route-manifest';
import { rawRequest, type Answer, type GatewayAddress } from './gateway-address.ts';
import type { GatewayCase } from './gateway-case.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML = 'text/html; charset=utf-8';
const PLAIN = 'text/plain; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';
const VIDEO = '/assets/media/hero/hero.mp4';
const IMAGE = '/assets/media/products/hexagonal-paver.jpg';
const SHARED_PAGE = 'public, max-age=0, s-maxage=5';

/** The security headers' values for the site as deployed by default (no remote moved, the default map). */
const SITE_SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';font-src 'self';img-src 'self';media-src 'self';" +
    "connect-src 'self';frame-src https://www.openstreetmap.org;object-src https://www.openstreetmap.org;base-uri 'self';form-action 'self';frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), ' +
    'publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=()',
};

/** A byte range's answer holds exactly those bytes of the file, and says which. */
const rangeOf = (path: string, first: (size: number) => number) => async (answer: Answer, gateway: GatewayAddress) => {
  const whole = (await rawRequest(gateway.baseUrl, path)).body;
  const start = first(whole.length);
  assert.equal(answer.headers['content-range'], `bytes ${start}-${whole.length - 1}/${whole.length}`);
  assert.deepEqual(answer.body, whole.subarray(start));
};

/** Each entry of a sitemap: its <loc> and its <lastmod> (null when it has none). */
const sitemapEntries = (xml: string) =>
  new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => [
      /<loc>([^<]*)</.exec(entry)?.[1] ?? '',
      /<lastmod>([^<]*)</.exec(entry)?.[1] ?? null,
    ]),
  );

const FILES: GatewayCase[] = [
  {
    name: "the shell's script, kept a year",
    request: { path: ({ facts }) => facts.shellScript },
    expect: { status: 200, headers: { 'content-type': JS, 'cache-control': IMMUTABLE } },
  },
  {
    name: "the shell's stylesheet",
    request: { path: ({ facts }) => facts.shellStyle },
    expect: { status: 200, headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': IMMUTABLE } },
  },
  {
    name: 'a font',
    request: { path: ({ facts }) => facts.font },
    expect: { status: 200, headers: { 'content-type': 'font/woff2', 'cache-control': IMMUTABLE } },
  },
  {
    name: 'a photo, kept an hour (a deployment may replace it)',
    request: { path: IMAGE },
    expect: { status: 200, headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=3600' } },
  },
  {
    name: 'media is never compressed',
    request: { path: IMAGE, headers: { 'accept-encoding': 'gzip, br' } },
    expect: { status: 200, headers: { 'content-encoding': null } },
  },
  {
    name: 'brotli when offered, from the copy the build wrote',
    request: { path: ({ facts }) => facts.shellScript, headers: { 'accept-encoding': 'gzip, deflate, br' } },
    expect: { status: 200, headers: { 'content-encoding': 'br', vary: /Accept-Encoding/ }, body: { decode: 'br', contains: ['function'] } },
  },
  {
    name: 'gzip to a client that takes only gzip',
    request: { path: ({ facts }) => facts.shellScript, headers: { 'accept-encoding': 'gzip' } },
    expect: { status: 200, headers: { 'content-encoding': 'gzip' }, body: { decode: 'gzip', contains: ['function'] } },
  },
  {
    name: 'the file as it is to a client that takes neither',
    request: { path: ({ facts }) => facts.shellScript },
    expect: { status: 200, headers: { 'content-encoding': null }, body: { contains: ['function'] } },
  },
  {
    name: 'a matching If-None-Match gets 304',
    request: { path: ({ facts }) => facts.shellScript, headers: { 'accept-encoding': 'br' }, revalidate: true },
    expect: { status: 304 },
  },
  {
    name: 'HEAD gets the headers and no body',
    request: { method: 'HEAD', path: ({ facts }) => facts.shellScript },
    expect: { status: 200, headers: { 'content-type': JS } },
  },
  {
    name: 'a byte range gets 206 and those bytes',
    request: { path: VIDEO, headers: { range: 'bytes=100-199' } },
    expect: { status: 206, headers: { 'content-length': '100', 'content-range': /^bytes 100-199\/\d+$/ } },
  },
  {
    name: 'a range past the end gets 416',
    request: { path: VIDEO, headers: { range: 'bytes=999999999-' } },
    expect: { status: 416, headers: { 'content-range': /^bytes \*\/\d+$/ } },
  },
  { name: 'ranges are advertised', request: { path: VIDEO }, expect: { status: 200, headers: { 'accept-ranges': 'bytes', 'content-type': 'video/mp4' } } },
  {
    name: 'a missing file is a plain 404',
    request: { path: '/assets/missing.png' },
    expect: { status: 404, headers: { 'content-type': PLAIN }, body: { excludes: ['<html'] } },
  },
  {
    name: 'a missing hashed file is a plain 404, asked again next time',
    request: { path: '/missing.4f4f4f4f4f.js' },
    expect: { status: 404, headers: { 'content-type': PLAIN, 'cache-control': 'no-cache' } },
  },
  {
    name: "the shell's static page asked for by name, asked again each time",
    request: { path: '/index.html' },
    expect: { status: 200, headers: { 'content-type': HTML, 'cache-control': 'no-cache' }, body: { contains: ['<div id="root"'] } },
  },
  {
    name: 'an SVG image',
    request: { path: '/favicon.svg' },
    expect: { status: 200, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' } },
  },
  {
    name: "the gzip copy's ETag is not the file's: revalidating the file with it gets the whole file",
    request: { path: ({ facts }) => facts.shellScript, revalidate: { 'accept-encoding': 'gzip' } },
    expect: { status: 200, headers: { 'content-encoding': null }, body: { contains: ['function'] } },
  },
  {
    name: 'an open byte range gets the rest of the file',
    request: { path: IMAGE, headers: { range: 'bytes=4000-' } },
    expect: { status: 206, answer: rangeOf(IMAGE, () => 4000) },
  },
  {
    name: 'a suffix byte range gets the end of the file',
    request: { path: IMAGE, headers: { range: 'bytes=-10' } },
    expect: { status: 206, headers: { 'content-length': '10' }, answer: rangeOf(IMAGE, (size) => size - 10) },
  },
  {
    name: 'the security headers, exactly, on a file',
    request: { path: ({ facts }) => facts.shellScript },
    expect: { status: 200, headers: SITE_SECURITY_HEADERS },
  },
  {
    name: "the shell's files are for its own pages",
    request: { path: ({ facts }) => facts.shellScript },
    expect: { status: 200, headers: { 'cross-origin-resource-policy': 'same-origin', 'access-control-allow-origin': null } },
  },
];

const REMOTES: GatewayCase[] = [
  {
    name: "a remote's entry, asked again each time, loadable from any origin",
    request: { path: '/remotes/mfe-home/remoteEntry.js', headers: { 'accept-encoding': 'br' } },
    expect: {
      status: 200,
      headers: { 'cache-control': 'no-cache', 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin', 'content-encoding': 'br' },
    },
  },
  {
    name: "a remote's hashed script, kept a year",
    request: { path: ({ facts }) => facts.remoteScript },
    expect: { status: 200, headers: { 'cache-control': IMMUTABLE, 'content-type': JS } },
  },
  {
    name: "a remote's manifest, JSON asked again each time",
    request: { path: '/remotes/mfe-home/mf-manifest.json' },
    expect: { status: 200, headers: { 'content-type': /^application\/json/, 'cache-control': 'no-cache' } },
  },
  {
    name: "a remote's route declarations",
    request: { path: '/remotes/mfe-catalogue/routes.json' },
    expect: { status: 200, headers: { 'cache-control': 'no-cache' }, body: { contains: ['"/products"'] } },
  },
  ...[
    '/remotes/mfe-home/server/remoteEntry.js',
    '/remotes/mfe-catalogue/server/',
    '/remotes/mfe-contact/server/remoteEntry.js',
    '/remotes/mfe-home/%73erver/remoteEntry.js',
  ].map((path): GatewayCase => ({
    name: "a remote's server code is not the public's",
    request: { path },
    expect: { status: 404 },
  })),
  { name: "the shell's server render is not the public's", request: { path: '/server/render.cjs' }, expect: { status: 404 } },
  ...['/remotes/mfe-home/missing.js', '/remotes/mfe-unknown/remoteEntry.js', '/remotes/'].map((path): GatewayCase => ({
    name: 'a missing remote file is a 404',
    request: { path },
    expect: { status: 404 },
  })),
  {
    name: 'the health check a container and a swarm ask: 200 until the gateway drains, never stored',
    request: { path: '/health' },
    expect: {
      status: 200,
      headers: { 'cache-control': 'no-store' },
      body: { json: (value) => assert.deepEqual(value, { status: 'ok' }) },
    },
  },
  {
    name: 'where each remote lives, on this origin by default',
    request: { path: '/remotes.json' },
    expect: {
      status: 200,
      headers: { 'cache-control': 'no-cache' },
      body: {
        json: (value) =>
          assert.deepEqual(value, {
            'mfe-home': '/remotes/mfe-home/remoteEntry.js',
            'mfe-catalogue': '/remotes/mfe-catalogue/remoteEntry.js',
            'mfe-contact': '/remotes/mfe-contact/remoteEntry.js',
          }),
      },
    },
  },
  {
    name: 'the pages the remotes declare, the menu first',
    request: { path: '/routes.json' },
    expect: {
      status: 200,
      body: {
        json: (value) =>
          assert.deepEqual(
            (value as { path: string }[]).map((route) => route.path),
            [...MENU_ROUTES.map((route) => route.path), '/staff'],
          ),
      },
    },
  },
];

const PAGES: GatewayCase[] = [
  ...MENU_ROUTES.filter((route) => !route.form).flatMap((route) =>
    (['en', 'ku'] as const).map((language): GatewayCase => ({
      name: 'a page whose URL names its language: rendered, the same for everyone, kept by shared caches',
      request: { path: `${route.path}?lang=${language}`, headers: { cookie: 'azmar_lang=en', 'accept-language': 'en' } },
      expect: {
        status: 200,
        headers: { 'content-type': HTML, 'cache-control': SHARED_PAGE, vary: 'Accept-Encoding', 'set-cookie': null },
        body: { contains: [`lang="${language === 'ku' ? 'ckb' : 'en'}"`, 'id="azmar-routes"'] },
      },
    })),
  ),
  {
    name: 'the security headers, exactly, on a page',
    request: { path: '/about?lang=en' },
    expect: { status: 200, headers: SITE_SECURITY_HEADERS },
  },
  {
    name: 'a page that names no language follows the cookie, and only the browser keeps it',
    request: { path: '/about', headers: { cookie: 'azmar_lang=ku' } },
    expect: { status: 200, headers: { 'cache-control': 'private, no-cache', vary: /Cookie/ }, body: { contains: ['lang="ckb"', 'href="/services?lang=ku"'] } },
  },
  {
    name: "a page that names no language, without a cookie, follows the browser's language",
    request: { path: '/about', headers: { 'accept-language': 'ckb-IQ, en;q=0.5' } },
    expect: { status: 200, headers: { vary: /Accept-Language/ }, body: { contains: ['lang="ckb"'] } },
  },
  {
    name: 'every link of a page keeps its language',
    request: { path: '/?lang=ku' },
    expect: { status: 200, body: { contains: ['href="/products?lang=ku"', 'href="/about?lang=ku"'], excludes: ['href="/products"', 'href="/about"'] } },
  },
  {
    name: 'the contact page holds a one-time form token: kept nowhere',
    request: { path: '/contact?lang=en' },
    expect: { status: 200, headers: { 'cache-control': 'no-store' } },
  },
  {
    name: 'a staff page is kept nowhere and varies with the cookie',
    request: { path: '/staff?lang=ku' },
    expect: { status: 200, headers: { 'cache-control': 'no-store', vary: /Cookie/ }, body: { contains: ['noindex'] } },
  },
  {
    name: 'the old inbox moved into the staff area: a permanent redirect that keeps the query',
    request: { path: '/inbox?lang=ku&message=7' },
    expect: { status: 301, headers: { location: '/staff?lang=ku&message=7' } },
  },
  {
    name: "Sorani's other name is the same page's one URL",
    request: { path: '/about?lang=ckb&x=1' },
    expect: { status: 301, headers: { location: '/about?lang=ku&x=1' } },
  },
  ...['/team', '/about/us', '/Products', '/products/nope', '/productsx', '/staff/nope'].map((path): GatewayCase => ({
    name: 'any other path is the 404 page, kept like a page',
    request: { path: `${path}?lang=en` },
    expect: { status: 404, headers: { 'content-type': HTML, 'cache-control': SHARED_PAGE }, body: { contains: ['noindex'] } },
  })),
  {
    name: 'the 404 page at a URL that names no language: only the browser keeps it',
    request: { path: '/team' },
    expect: { status: 404, headers: { 'content-type': HTML, 'cache-control': 'private, no-cache' }, body: { contains: ['noindex'] } },
  },
  ...[
    { method: 'POST', path: '/about' },
    { method: 'POST', path: '/inbox' },
    { method: 'TRACE', path: '/about' },
  ].map(({ method, path }): GatewayCase => ({
    name: 'methods other than GET and HEAD are refused on a page',
    request: { method, path, ...(method === 'POST' ? { body: 'x' } : {}) },
    expect: { status: 405, headers: { allow: 'GET, HEAD' } },
  })),
  {
    name: 'methods other than GET and HEAD are refused on a file',
    request: { method: 'DELETE', path: '/remotes.json' },
    expect: { status: 405, headers: { allow: 'GET, HEAD' } },
  },
];

const ORIGINS: GatewayCase[] = [
  {
    name: 'an unknown Host is refused',
    request: { path: '/about?lang=en', headers: { host: 'evil.example' } },
    expect: { status: 400, body: { excludes: ['evil.example'] } },
  },
  {
    name: 'a Host that is no host is refused',
    request: { path: '/sitemap.xml', headers: { host: 'x"><script>' } },
    expect: { status: 400, body: { excludes: ['<script>'] } },
  },
  ...['https', 'https, http', 'javascript'].map((proto): GatewayCase => ({
    name: `a client's own X-Forwarded-* headers are not believed (X-Forwarded-Proto: ${proto})`,
    request: { path: '/about?lang=en', headers: { 'x-forwarded-proto': proto, 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '203.0.113.9' } },
    expect: {
      status: 200,
      body: {
        contains: [({ baseUrl }) => `<link rel="canonical" href="${baseUrl}/about?lang=en"/>`],
        excludes: ['evil.example', 'https://localhost', 'https://127.0.0.1', 'javascript:'],
      },
    },
  })),
  {
    name: 'the sitemap lists every page in both languages on the public origin',
    request: { path: '/sitemap.xml' },
    expect: {
      status: 200,
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' },
      body: {
        locations: ({ baseUrl }) => MENU_ROUTES.flatMap((route) => [`${baseUrl}${route.path}?lang=en`, `${baseUrl}${route.path}?lang=ku`]),
        contains: ['<lastmod>'],
        excludes: ['/inbox', '/staff'],
      },
    },
  },
  {
    name: 'the sitemap dates each page by the content it shows: home by the newest, About and Contact not at all',
    request: { path: '/sitemap.xml' },
    expect: {
      status: 200,
      body: {
        text: (xml, { baseUrl }) => {
          const entries = sitemapEntries(xml);
          const lastmod = (path: string) => {
            const [en, ku] = ['en', 'ku'].map((language) => entries.get(`${baseUrl}${path}?lang=${language}`));
            assert.equal(en, ku, `both languages of ${path} have one date`);
            return en ?? null;
          };
          for (const path of ['/about', '/contact']) assert.equal(lastmod(path), null, path);
          const listed = ['/services', '/projects', '/products'].map((path) => lastmod(path));
          for (const date of listed) assert.match(date ?? '', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
          assert.equal(lastmod('/'), [...listed].sort().at(-1));
        },
      },
    },
  },
  {
    name: 'robots.txt names the sitemap on the public origin',
    request: { path: '/robots.txt' },
    expect: {
      status: 200,
      headers: { 'content-type': PLAIN, 'cache-control': 'no-cache' },
      body: { contains: [({ baseUrl }) => `Sitemap: ${baseUrl}/sitemap.xml`] },
    },
  },
];

const API: GatewayCase[] = [
  {
    name: 'the API answers its lists',
    request: { path: '/api/products' },
    expect: { status: 200, headers: { 'content-type': /^application\/json/ }, body: { json: (value) => assert.ok(Array.isArray(value) && value.length > 0) } },
  },
  { name: "the API's errors pass through", request: { path: '/api/missing' }, expect: { status: 404, jsonError: true } },
  { name: "the API's docs are not the public's", request: { path: '/api/docs' }, expect: { status: 404, jsonError: true } },
  ...['/api', '/api/services'].flatMap((path) =>
    ['TRACE', 'CONNECT'].map((method): GatewayCase => ({
      name: "a tunnel or an echo is refused in the JSON shape, with no Allow of the pages'",
      request: { method, path },
      expect: { status: 405, jsonError: true, headers: { allow: null } },
    })),
  ),
  ...['PROPFIND', 'SEARCH', 'MKCOL'].map((method): GatewayCase => ({
    name: 'a method the site never uses goes to the API, which answers it in its shape',
    request: { method, path: '/api/services' },
    expect: { status: 404, jsonError: true },
  })),
  ...['/api/..%2f..%2fpackage.json', '/api/%zz', '/api/services/../contact', '/api/docs/../../package.json'].map((path): GatewayCase => ({
    name: 'a path climbing out or malformed is refused in the JSON shape',
    request: { path },
    expect: { status: 400, jsonError: true, body: { excludes: ['"workspaces"'] } },
  })),
  { name: 'a path that only starts with /api is a page path', request: { path: '/apix' }, expect: { status: 404, headers: { 'content-type': HTML } } },
];

const HOSTILE: GatewayCase[] = [
  ...['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/package.json', '/..%5cpackage.json', '/.env', '/%00/etc/passwd'].map(
    (path): GatewayCase => ({ name: 'never a file outside the builds', request: { path }, expect: { status: 400, body: { excludes: ['"workspaces"'] } } }),
  ),
  ...['/remotes/mfe-home/../../package.json', '/remotes/mfe-home/..%2f..%2fpackage.json'].map((path): GatewayCase => ({
    name: 'never a file outside a remote',
    request: { path },
    expect: { status: 404, body: { excludes: ['"workspaces"'] } },
  })),
  { name: 'never a file outside the remotes', request: { path: '/remotes/..%2fpackage.json' }, expect: { status: 400, body: { excludes: ['"workspaces"'] } } },
];

const PARTS_DOWN: GatewayCase[] = [
  { name: 'with the API down, /api says so in its shape', setup: 'api-down', request: { path: '/api/services' }, expect: { status: 502, jsonError: true } },
  {
    name: 'with the API down, a page still comes, with its layout',
    setup: 'api-down',
    request: { path: '/about?lang=en' },
    expect: { status: 200, body: { contains: ['id="remote-outlet"'] } },
  },
  {
    // Its dates come from the content lists: the last ones read if the API was up before, none if it never was.
    name: 'with the API down, the sitemap still lists every page',
    setup: 'api-down',
    request: { path: '/sitemap.xml' },
    expect: {
      status: 200,
      body: { locations: ({ baseUrl }) => MENU_ROUTES.flatMap((route) => [`${baseUrl}${route.path}?lang=en`, `${baseUrl}${route.path}?lang=ku`]) },
    },
  },
  {
    name: 'with a remote down, its page keeps its layout, the outlet left for the browser to retry',
    setup: 'remote-down',
    request: { path: '/products?lang=en' },
    expect: { status: 200, body: { contains: ['id="remote-outlet"', 'href="/services?lang=en"'], excludes: ['data-remote="mfe-catalogue"'] } },
  },
  { name: 'with a remote down, its files say so', setup: 'remote-down', request: { path: '/remotes/mfe-catalogue/remoteEntry.js' }, expect: { status: 502 } },
  {
    name: 'with a remote down, the other remotes are whole',
    setup: 'remote-down',
    request: { path: '/about?lang=en' },
    expect: { status: 200, body: { contains: ['data-remote="mfe-home"'] } },
  },
];

export const GATEWAY_CASES: GatewayCase[] = [...FILES, ...REMOTES, ...PAGES, ...ORIGINS, ...API, ...HOSTILE, ...PARTS_DOWN];
