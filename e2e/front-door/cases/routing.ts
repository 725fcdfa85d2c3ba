// Which paths are pages (the shell's index.html, 200 on a route, 404 elsewhere), which are files, and which never
// reach a file outside the dist folders.
import { SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { INDEX_HTML } from '../../nginx/fake-dists.ts';
import type { FrontDoorCase } from '../front-door-case.ts';

const PAGES = SITE_ROUTES.map((route) => route.path);
const HTML = 'text/html; charset=utf-8';

export const ROUTING_CASES: FrontDoorCase[] = [
  ...[...PAGES, ...PAGES.filter((page) => page !== '/').map((page) => `${page}/`), '/contact?x=1', '/products?category=electronics'].map(
    (path): FrontDoorCase => ({
      name: 'a route gets the shell page with 200',
      request: { path },
      expect: { status: 200, headers: { 'content-type': HTML }, body: { text: INDEX_HTML } },
    }),
  ),
  ...['/team', '/about/us', '/does-not-exist/', '/Products', '/products/nope', '/products/nope/', '/contact/x', '/productsx'].map((path): FrontDoorCase => ({
    name: 'any other page path gets the shell page with 404, so the page shows the 404 (the shell, or the remote below its route)',
    request: { path },
    expect: { status: 404, headers: { 'content-type': HTML }, body: { text: INDEX_HTML } },
  })),
  ...[
    '/assets/missing.png',
    '/assets/deep/missing',
    '/remotes/mfe-home/missing.js',
    '/remotes/mfe-unknown/remoteEntry.js',
    '/remotes/',
    '/remotes/mfe-home',
    '/remotes/mfe-home/',
    '/missing.4f4f4f4f.js',
  ].map((path): FrontDoorCase => ({
    name: 'a missing file is a plain 404',
    request: { path },
    expect: { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: { excludes: ['<html'] } },
  })),
  {
    name: 'methods other than GET and HEAD are refused outside /api',
    request: { method: 'POST', path: '/about', body: 'x' },
    expect: { status: 405, headers: { allow: 'GET, HEAD' } },
  },
  {
    name: 'HEAD gets the headers and no body',
    request: { method: 'HEAD', path: '/main.3f2a9c1b.js' },
    expect: { status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8' }, body: { text: '' } },
  },
  // No file outside the dist folders, whatever the status: nginx resolves dot segments itself (a path climbing above
  // the root is a bad request), the gateway finds the file inside the dist it names or refuses the path.
  ...(
    [
      ['/../secret.txt', 400],
      ['/%2e%2e/secret.txt', 400],
      ['/assets/%2e%2e/%2e%2e/secret.txt', 400],
      ['/remotes/mfe-home/../../secret.txt', 404],
      ['/remotes/mfe-home/..%2f..%2fsecret.txt', 404],
      ['/remotes/mfe-home/%2e%2e%2f%2e%2e%2fsecret.txt', 404],
      [
        '/remotes/mfe-home/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
        404,
        400,
        "nginx refuses a path that climbs above the root; the gateway looks inside the remote's dist, and finds nothing there",
      ],
      ['/remotes/..%2fsecret.txt', 404],
      ['/..%5csecret.txt', 400, 404, 'the gateway refuses a backslash in a path; to nginx it is a character of a file name, and there is no such file'],
      ['/.env', 400, 404, "the gateway refuses a dot file's path; nginx answers every dot file 404, as if it did not exist"],
      ['/%00/etc/passwd', 400],
    ] as const
  ).map(([path, status, nginxStatus, why]): FrontDoorCase => ({
    name: 'never reaches a file outside the dist folders',
    request: { path },
    expect: { status, body: { excludes: ['outside every dist', 'SECRET'] } },
    differs: nginxStatus && why ? { nginx: { status: nginxStatus, why } } : undefined,
  })),
];
