// /sitemap.xml and /robots.txt: on the origin of each request (its Host, a TLS proxy's scheme), the sitemap dated by
// the API's content dates while the API answers them, and undated otherwise.
import { SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { buildRobots } from '../../../scripts/gateway/robots.mjs';
import { buildSitemap } from '../../../scripts/gateway/sitemap.mjs';
import { CONTENT_DATES } from '../fake-api.ts';
import type { FrontDoorCase, Setup } from '../front-door-case.ts';

const XML = 'application/xml; charset=utf-8';
const PROXIED = { host: 'www.azmar.example', 'x-forwarded-proto': 'https' };
const NOT_HOSTS = ['x"><script>', 'azmar.example:port', 'user@azmar.example'];

const undated = (setup: Setup, why: string): FrontDoorCase => ({
  name: `without <lastmod>s (${why}), as 200`,
  setup,
  request: { path: '/sitemap.xml' },
  expect: {
    status: 200,
    headers: { 'content-type': XML, 'cache-control': 'no-cache' },
    body: { text: ({ baseUrl }) => buildSitemap(baseUrl), excludes: ['<lastmod>'] },
  },
});

export const SITEMAP_ROBOTS_CASES: FrontDoorCase[] = [
  {
    name: 'every route in both languages on the origin of the request, dated by the content each page shows',
    request: { path: '/sitemap.xml' },
    expect: {
      status: 200,
      headers: { 'content-type': XML, 'cache-control': 'no-cache', vary: 'Host, X-Forwarded-Proto' },
      body: {
        locations: ({ baseUrl }) => SITE_ROUTES.flatMap((route) => [`${baseUrl}${route.path}?lang=en`, `${baseUrl}${route.path}?lang=ku`]),
        text: ({ baseUrl }) => buildSitemap(baseUrl, undefined, CONTENT_DATES),
        contains: ['<lastmod>2026-11-20T08:00:00Z</lastmod>'],
      },
    },
  },
  {
    name: 'follows the Host header and the scheme reported by a proxy in front',
    request: { path: '/sitemap.xml', headers: { ...PROXIED, 'accept-encoding': 'gzip' } },
    expect: { status: 200, body: { text: buildSitemap('https://www.azmar.example', undefined, CONTENT_DATES) } },
  },
  ...NOT_HOSTS.map((host): FrontDoorCase => ({
    name: 'a Host header that is no host is refused, without asking the API',
    request: { path: '/sitemap.xml', headers: { host } },
    expect: { status: 400, body: { excludes: ['<script>'] }, api: { asked: false } },
  })),
  undated({ api: 'failing' }, 'the API answers an error'),
  undated({ api: 'down' }, 'the API is down'),
  {
    name: 'plain text on the origin of the request, revalidated',
    request: { path: '/robots.txt' },
    expect: {
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' },
      body: { text: ({ baseUrl }) => buildRobots(baseUrl) },
    },
  },
  {
    name: 'follows the Host header and the scheme reported by a proxy in front',
    request: { path: '/robots.txt', headers: PROXIED },
    expect: { status: 200, body: { text: buildRobots('https://www.azmar.example') } },
  },
  ...NOT_HOSTS.map((host): FrontDoorCase => ({
    name: 'a Host header that is no host is refused',
    request: { path: '/robots.txt', headers: { host } },
    expect: { status: 400 },
  })),
];
