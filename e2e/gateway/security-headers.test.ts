import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsePolicy } from '../support/csp-policy.ts';
import { rawGet, startFakeSite, type FakeSite } from './fake-site.ts';

let site: FakeSite;
beforeAll(async () => {
  site = await startFakeSite();
});
afterAll(() => site.close());
beforeEach(() => {
  for (const key of Object.keys(site.env)) delete site.env[key];
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

function request(urlPath: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(site.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: urlPath, method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers every response of the site carries, whatever it is. */
function expectSecurityHeaders(answer: Answer): void {
  const policy = parsePolicy(String(answer.headers['content-security-policy'] ?? ''));
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')?.[0]).toBe("'self'");
  // No plugin content: an <object> may hold only the live map (MAP_ORIGIN, OpenStreetMap by default).
  expect(policy.get('object-src')).toEqual(['https://www.openstreetmap.org']);
  expect(policy.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
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
    ['a missing asset (404)', '/assets/nope.png', 404],
    ['a path outside the dist (400)', '/%2e%2e/secret.txt', 400],
    ['/api with no API running (503)', '/api/health', 503],
  ])('%s: %s', async (_label, urlPath, status) => {
    const answer = await request(urlPath);
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer);
  });

  it('a 304', async () => {
    const first = await rawGet(site.baseUrl, '/main.3f2a9c1b.js');
    const answer = await request('/main.3f2a9c1b.js', 'GET', { 'if-none-match': String(first.headers.etag) });
    expect(answer.status).toBe(304);
    expectSecurityHeaders(answer);
  });

  it('a 304 of the shell page', async () => {
    const first = await rawGet(site.baseUrl, '/contact');
    const answer = await request('/contact', 'GET', { 'if-none-match': String(first.headers.etag) });
    expect(answer.status).toBe(304);
    expectSecurityHeaders(answer);
  });

  it('a HEAD', async () => {
    const answer = await request('/', 'HEAD');
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer);
  });

  it('a 405', async () => {
    const answer = await request('/about', 'POST');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expectSecurityHeaders(answer);
  });

  it('a partial video answer (206)', async () => {
    const answer = await request('/assets/videos/hero.mp4', 'GET', { range: 'bytes=0-9' });
    expect(answer.status).toBe(206);
    expectSecurityHeaders(answer);
  });

  it('a 500 from an invalid remotes configuration', async () => {
    const file = path.join(site.rootDir, 'broken-remotes.json');
    writeFileSync(file, '[]');
    site.env.REMOTES_JSON = file;
    const answer = await request('/remotes.json');
    expect(answer.status).toBe(500);
    expectSecurityHeaders(answer);
    expect(parsePolicy(String(answer.headers['content-security-policy'])).get('script-src')).toEqual(["'self'"]);
  });
});

describe('who may load what', () => {
  it('remote files stay loadable by a shell on another origin', async () => {
    const answer = await request('/remotes/mfe-contact/remoteEntry.js');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("the shell's own files are for its own pages", async () => {
    for (const urlPath of ['/', '/main.3f2a9c1b.js', '/assets/photo.jpg', '/remotes.json']) {
      const answer = await request(urlPath);
      expect(answer.headers['cross-origin-resource-policy'], urlPath).toBe('same-origin');
      expect(answer.headers['access-control-allow-origin'], urlPath).toBeUndefined();
    }
  });
});

describe('the policy follows the configuration on every request', () => {
  it("adds a remote's new origin as soon as it is moved, and drops it when it comes back", async () => {
    const before = parsePolicy(String((await request('/contact')).headers['content-security-policy']));
    expect(before.get('script-src')).toEqual(["'self'"]);

    site.env.MFE_CONTACT_URL = 'http://127.0.0.1:5999/remotes/mfe-contact/remoteEntry.js';
    const moved = parsePolicy(String((await request('/contact')).headers['content-security-policy']));
    for (const directive of ['script-src', 'style-src', 'connect-src']) expect(moved.get(directive), directive).toContain('http://127.0.0.1:5999');
    expect(moved.get('default-src')).toEqual(["'self'"]);
    expect(moved.get('frame-src')).toEqual(['https://www.openstreetmap.org']);

    delete site.env.MFE_CONTACT_URL;
    const back = parsePolicy(String((await request('/contact')).headers['content-security-policy']));
    expect(back.get('script-src')).toEqual(["'self'"]);
  });

  it('reads the REMOTES_JSON file per request too', async () => {
    const file = path.join(site.rootDir, 'remotes.csp.json');
    writeFileSync(file, JSON.stringify({ mfe_home: 'https://home.example.test/v1/' }));
    site.env.REMOTES_JSON = file;
    expect(parsePolicy(String((await request('/')).headers['content-security-policy'])).get('script-src')).toEqual(["'self'", 'https://home.example.test']);
    writeFileSync(file, JSON.stringify({ mfe_home: 'https://home2.example.test/v2/' }));
    expect(parsePolicy(String((await request('/')).headers['content-security-policy'])).get('script-src')).toEqual(["'self'", 'https://home2.example.test']);
  });

  it('lets the map origin from MAP_ORIGIN into frames and objects, read per request, and none with MAP_ORIGIN=none', async () => {
    site.env.MAP_ORIGIN = 'https://maps.example.test';
    let policy = parsePolicy(String((await request('/contact')).headers['content-security-policy']));
    expect(policy.get('frame-src')).toEqual(['https://maps.example.test']);
    expect(policy.get('object-src')).toEqual(['https://maps.example.test']);
    site.env.MAP_ORIGIN = 'none';
    policy = parsePolicy(String((await request('/contact')).headers['content-security-policy']));
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(String((await request('/contact')).headers['content-security-policy'])).not.toMatch(/https?:/);
  });
});

describe('/api', () => {
  it("keeps the API's own headers where it sets them", async () => {
    const api = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Security-Policy': "default-src 'none'", 'Referrer-Policy': 'no-referrer' });
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiSite = await startFakeSite({ apiTarget: () => `http://127.0.0.1:${(api.address() as { port: number }).port}` });
    try {
      const answer = await rawGet(apiSite.baseUrl, '/api/health');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'");
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await apiSite.close();
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
