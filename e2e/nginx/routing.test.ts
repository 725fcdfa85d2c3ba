// The gateway's routing cases (e2e/gateway/routing.test.ts) against the nginx front door.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '@azmar/contract/routes/route-manifest';
import { INDEX_HTML, makeFakeDists, rawRequest, type FakeDists } from './fake-dists.ts';
import { startNginx, type RunningNginx } from './nginx-process.ts';

let dists: FakeDists;
let nginx: RunningNginx;
beforeAll(async () => {
  dists = makeFakeDists();
  nginx = await startNginx(dists.env);
});
afterAll(async () => {
  await nginx?.stop();
  dists?.remove();
});

describe('SPA fallback', () => {
  const PAGES = SITE_ROUTES.map((route) => route.path);
  it.each([...PAGES, ...PAGES.filter((page) => page !== '/').map((page) => `${page}/`), '/contact?x=1', '/products?category=electronics'])(
    '%s gets the shell index.html with 200',
    async (urlPath) => {
      const response = await fetch(nginx.baseUrl + urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it.each(['/team', '/about/us', '/does-not-exist/', '/Products', '/products/nope', '/products/nope/', '/contact/x', '/productsx'])(
    '%s gets index.html with 404 so the page shows the 404 (the shell, or the remote below its route)',
    async (urlPath) => {
      const response = await fetch(nginx.baseUrl + urlPath);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it.each([
    '/assets/missing.png',
    '/assets/deep/missing',
    '/remotes/mfe-home/missing.js',
    '/remotes/mfe-unknown/remoteEntry.js',
    '/remotes/',
    '/remotes/mfe-home',
    '/remotes/mfe-home/',
    '/missing.4f4f4f4f.js',
  ])('a missing file %s is a plain 404', async (urlPath) => {
    const response = await fetch(nginx.baseUrl + urlPath);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).not.toContain('<html');
  });

  it('refuses methods other than GET and HEAD outside /api', async () => {
    const response = await fetch(`${nginx.baseUrl}/about`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD with headers and no body', async () => {
    const response = await fetch(`${nginx.baseUrl}/main.3f2a9c1b.js`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('');
  });
});

describe('path traversal', () => {
  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/remotes/mfe-home/../../secret.txt',
    '/remotes/mfe-home/..%2f..%2fsecret.txt',
    '/remotes/mfe-home/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/remotes/mfe-home/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
    '/remotes/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/.env',
    '/%00/etc/passwd',
  ])('%s never reaches a file outside the dist folders', async (rawPath) => {
    const response = await rawRequest(nginx.baseUrl, rawPath);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.body.toString()).not.toContain('outside every dist');
    expect(response.body.toString()).not.toContain('SECRET');
  });
});
