// Every kind of answer carries the site's security headers, exactly as the gateway's builder
// (scripts/gateway/security-headers.mjs) computes them for the configuration; the policy follows where the
// remotes and the map are; remote files stay loadable cross-origin; the API's own headers win.
import type { FrontDoorCase, Setup } from '../front-door-case.ts';

const MOVED: Setup = { env: { MFE_CONTACT_URL: 'http://127.0.0.1:5999/remotes/mfe-contact/', MAP_ORIGIN: 'https://maps.example.test/embed' } };
const NO_MAP: Setup = { env: { MAP_ORIGIN: 'none' } };

export const SECURITY_HEADER_CASES: FrontDoorCase[] = [
  ...[
    ['the home page', '/', 200],
    ['a route page', '/about', 200],
    ['an unknown page', '/no-such-page', 404],
    ['a JS asset', '/main.3f2a9c1b.js', 200],
    ['a CSS asset', '/styles.0badc0de.css', 200],
    ['an image', '/assets/photo.jpg', 200],
    ['a font', '/fonts/vazirmatn.1a2b3c4d5e6f.woff2', 200],
    ['a video', '/assets/videos/hero.mp4', 200],
    ['a remote entry', '/remotes/mfe-home/remoteEntry.js', 200],
    ['a remote chunk', '/remotes/mfe-catalogue/static/js/app.9e8d7c6b.js', 200],
    ['a missing remote file', '/remotes/mfe-home/nope.js', 404],
    ['/remotes.json', '/remotes.json', 200],
    ['/sitemap.xml', '/sitemap.xml', 200],
    ['/robots.txt', '/robots.txt', 200],
    ['a missing asset', '/assets/nope.png', 404],
    ['a path outside the dist', '/%2e%2e/secret.txt', 400],
    ['an /api answer', '/api/health', 200],
  ].map(([what, path, status]): FrontDoorCase => ({
    name: `${what as string} carries the security headers`,
    request: { path: path as string },
    expect: { status: status as number, securityHeaders: true },
  })),
  { name: 'a 304 carries them', request: { path: '/main.3f2a9c1b.js', ifNoneMatchFrom: {} }, expect: { status: 304, securityHeaders: true } },
  { name: "a 304 of the shell's page carries them", request: { path: '/contact', ifNoneMatchFrom: {} }, expect: { status: 304, securityHeaders: true } },
  { name: 'a HEAD carries them', request: { method: 'HEAD', path: '/' }, expect: { status: 200, securityHeaders: true } },
  { name: 'a 405 carries them', request: { method: 'POST', path: '/about' }, expect: { status: 405, headers: { allow: 'GET, HEAD' }, securityHeaders: true } },
  {
    name: 'a partial answer (206) carries them',
    request: { path: '/assets/videos/hero.mp4', headers: { range: 'bytes=0-9' } },
    expect: { status: 206, securityHeaders: true },
  },
  {
    name: 'remote files stay loadable by a shell on another origin',
    request: { path: '/remotes/mfe-contact/remoteEntry.js' },
    expect: { status: 200, headers: { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' } },
  },
  ...['/', '/main.3f2a9c1b.js', '/assets/photo.jpg', '/remotes.json'].map((path): FrontDoorCase => ({
    name: "the shell's own files are for its own pages",
    request: { path },
    expect: { status: 200, headers: { 'cross-origin-resource-policy': 'same-origin', 'access-control-allow-origin': null } },
  })),
  {
    name: "the API's own headers are kept where it sets them, the others added",
    request: { path: '/api/own-headers' },
    expect: {
      status: 200,
      headers: { 'content-security-policy': "default-src 'none'", 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' },
    },
  },
  {
    name: "a moved remote's origin and MAP_ORIGIN's are in the policy",
    setup: MOVED,
    request: { path: '/contact' },
    expect: {
      status: 200,
      securityHeaders: true,
      policy: {
        'default-src': ["'self'"],
        'script-src': ["'self'", 'http://127.0.0.1:5999'],
        'connect-src': ["'self'", 'http://127.0.0.1:5999'],
        'frame-src': ['https://maps.example.test'],
        'object-src': ['https://maps.example.test'],
      },
    },
  },
  {
    name: "a moved remote's files still carry the policy of the configuration",
    setup: MOVED,
    request: { path: '/remotes/mfe-home/remoteEntry.js' },
    expect: { status: 200, securityHeaders: true },
  },
  {
    name: "MAP_ORIGIN=none allows no map, and no origin but the site's own",
    setup: NO_MAP,
    request: { path: '/contact' },
    expect: {
      status: 200,
      securityHeaders: true,
      policy: { 'frame-src': ["'none'"], 'object-src': ["'none'"] },
      headers: { 'content-security-policy': /^(?!.*https?:)/ },
    },
  },
];
