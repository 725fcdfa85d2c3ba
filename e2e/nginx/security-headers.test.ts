// The gateway's security-header cases (e2e/gateway/security-headers.test.ts) against the nginx front door: every
// response carries them, remote files stay loadable cross-origin, the API's own headers win.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSecurityHeaders, mapSource } from '../../scripts/gateway/security-headers.mjs';
import { parsePolicy } from '../support/csp-policy.ts';
import { makeFakeDists, rawRequest, type FakeDists } from './fake-dists.ts';
import { startNginx, type RunningNginx } from './nginx-process.ts';

let dists: FakeDists;
let nginx: RunningNginx;
let api: http.Server;
beforeAll(async () => {
  dists = makeFakeDists();
  api = http.createServer((req, res) => {
    if (req.url === '/api/own-headers') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Security-Policy': "default-src 'none'", 'Referrer-Policy': 'no-referrer' });
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' });
    }
    res.end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  nginx = await startNginx({ ...dists.env, API_UPSTREAM: `127.0.0.1:${(api.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await nginx?.stop();
  dists?.remove();
  api?.closeAllConnections();
  await new Promise((resolve) => api?.close(resolve));
});

type Answer = Awaited<ReturnType<typeof rawRequest>>;

/** The headers every response of the site carries, whatever it is, each exactly once. */
function expectSecurityHeaders(answer: Answer): void {
  const policy = parsePolicy(String(answer.headers['content-security-policy'] ?? ''));
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  // MAP_ORIGIN unset: the live map's origin (OpenStreetMap) in frames and objects, and nothing else there.
  expect(policy.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
  expect(policy.get('object-src')).toEqual(['https://www.openstreetmap.org']);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(answer.headers['permissions-policy']).toContain('camera=()');
  expect(answer.headers['permissions-policy']).toContain('geolocation=()');
  expect(answer.headers['permissions-policy']).toContain('microphone=()');
}

describe('every kind of response carries the security headers', () => {
  it.each([
    ['the home page', '/', 200],
    ['a route page', '/about', 200],
    ['an unknown page (404)', '/no-such-page', 404],
    ['a JS asset', '/main.3f2a9c1b.js', 200],
    ['a CSS asset', '/styles.0badc0de.css', 200],
    ['an image', '/assets/photo.jpg', 200],
    ['a font', '/fonts/vazirmatn.1a2b3c4d5e6f.woff2', 200],
    ['a video', '/assets/videos/hero.mp4', 200],
    ['a remote entry', '/remotes/mfe-home/remoteEntry.js', 200],
    ['a remote chunk', '/remotes/mfe-catalogue/static/js/app.9e8d7c6b.js', 200],
    ['a missing remote file (404)', '/remotes/mfe-home/nope.js', 404],
    ['/remotes.json', '/remotes.json', 200],
    ['/sitemap.xml', '/sitemap.xml', 200],
    ['a missing asset (404)', '/assets/nope.png', 404],
    ['a path outside the dist (400)', '/%2e%2e/secret.txt', 400],
    ['an /api answer', '/api/health', 200],
  ])('%s: %s', async (_label, urlPath, status) => {
    const answer = await rawRequest(nginx.baseUrl, urlPath);
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer);
  });

  it('a 304', async () => {
    const first = await rawRequest(nginx.baseUrl, '/main.3f2a9c1b.js');
    const answer = await rawRequest(nginx.baseUrl, '/main.3f2a9c1b.js', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(answer.status).toBe(304);
    expectSecurityHeaders(answer);
  });

  it('a 304 of the shell page', async () => {
    const first = await rawRequest(nginx.baseUrl, '/contact');
    const answer = await rawRequest(nginx.baseUrl, '/contact', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(answer.status).toBe(304);
    expectSecurityHeaders(answer);
  });

  it('a HEAD', async () => {
    const answer = await rawRequest(nginx.baseUrl, '/', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer);
  });

  it('a 405', async () => {
    const answer = await rawRequest(nginx.baseUrl, '/about', { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expectSecurityHeaders(answer);
  });

  it('a partial video answer (206)', async () => {
    const answer = await rawRequest(nginx.baseUrl, '/assets/videos/hero.mp4', { headers: { range: 'bytes=0-9' } });
    expect(answer.status).toBe(206);
    expectSecurityHeaders(answer);
  });

  it('are the values the gateway computes, header for header', async () => {
    const answer = await rawRequest(nginx.baseUrl, '/about');
    // For the same (default) environment: no remote moved, MAP_ORIGIN unset.
    const gateway = computeSecurityHeaders({ mapSource: mapSource({}) });
    for (const [name, value] of Object.entries(gateway)) expect(answer.headers[name], name).toBe(value);
  });
});

describe('who may load what', () => {
  it('remote files stay loadable by a shell on another origin', async () => {
    const answer = await rawRequest(nginx.baseUrl, '/remotes/mfe-contact/remoteEntry.js');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("the shell's own files are for its own pages", async () => {
    for (const urlPath of ['/', '/main.3f2a9c1b.js', '/assets/photo.jpg', '/remotes.json']) {
      const answer = await rawRequest(nginx.baseUrl, urlPath);
      expect(answer.headers['cross-origin-resource-policy'], urlPath).toBe('same-origin');
      expect(answer.headers['access-control-allow-origin'], urlPath).toBeUndefined();
    }
  });
});

describe('/api', () => {
  it("keeps the API's own headers where it sets them, and adds the others", async () => {
    const answer = await rawRequest(nginx.baseUrl, '/api/own-headers');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'");
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the policy follows the configuration at each start', () => {
  it("adds a moved remote's origin and MAP_ORIGIN's, as the gateway's builder does", async () => {
    const moved = await startNginx({
      ...dists.env,
      MFE_CONTACT_URL: 'http://127.0.0.1:5999/remotes/mfe-contact/',
      MAP_ORIGIN: 'https://maps.example.test/embed',
    });
    try {
      const policy = parsePolicy(String((await rawRequest(moved.baseUrl, '/contact')).headers['content-security-policy']));
      for (const directive of ['script-src', 'style-src', 'connect-src']) expect(policy.get(directive), directive).toContain('http://127.0.0.1:5999');
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(['https://maps.example.test']);
      expect(policy.get('object-src')).toEqual(['https://maps.example.test']);
      const expected = computeSecurityHeaders({ remoteSources: ['http://127.0.0.1:5999'], mapSource: 'https://maps.example.test' });
      expect(policy).toEqual(parsePolicy(expected['content-security-policy']!));
    } finally {
      await moved.stop();
    }
  });
  it("MAP_ORIGIN=none allows no map: frame-src and object-src 'none', no origin but the site's own", async () => {
    const off = await startNginx({ ...dists.env, MAP_ORIGIN: 'none' });
    try {
      const header = String((await rawRequest(off.baseUrl, '/contact')).headers['content-security-policy']);
      const policy = parsePolicy(header);
      expect(policy.get('frame-src')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(header).not.toMatch(/https?:/);
      expect(policy).toEqual(parsePolicy(computeSecurityHeaders({ mapSource: null })['content-security-policy']!));
    } finally {
      await off.stop();
    }
  });
});
