// The gateway's static-file cases (e2e/gateway/static-files.test.ts) against the nginx front door, with the
// compressed copies made at build time (gzip_static, brotli_static) instead of compression per request.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { INDEX_HTML, MAIN_JS, VIDEO, makeFakeDists, rawRequest, type FakeDists } from './fake-dists.ts';
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

describe('content types', () => {
  it.each([
    ['/main.3f2a9c1b.js', 'text/javascript; charset=utf-8'],
    ['/styles.0badc0de.css', 'text/css; charset=utf-8'],
    ['/remotes/mfe-home/data/sectors.json', 'application/json; charset=utf-8'],
    ['/assets/logo.svg', 'image/svg+xml'],
    ['/fonts/vazirmatn.1a2b3c4d5e6f.woff2', 'font/woff2'],
    ['/assets/photo.jpg', 'image/jpeg'],
    ['/assets/photo.png', 'image/png'],
    ['/assets/videos/hero.mp4', 'video/mp4'],
    ['/', 'text/html; charset=utf-8'],
  ])('%s is served as %s', async (urlPath, type) => {
    const response = await fetch(nginx.baseUrl + urlPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });
});

describe('cache headers', () => {
  it.each([
    ['/main.3f2a9c1b.js', 'public, max-age=31536000, immutable'],
    ['/fonts/vazirmatn.1a2b3c4d5e6f.woff2', 'public, max-age=31536000, immutable'],
    ['/remotes/mfe-catalogue/static/js/app.9e8d7c6b.js', 'public, max-age=31536000, immutable'],
    ['/', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/products', 'no-cache'],
    ['/no-such-page', 'no-cache'],
    ['/missing.4f4f4f4f.js', 'no-cache'],
    ['/remotes.json', 'no-cache'],
    ['/sitemap.xml', 'no-cache'],
    ['/remotes/mfe-contact/remoteEntry.js', 'no-cache'],
    ['/assets/logo.svg', 'public, max-age=3600'],
  ])('%s has Cache-Control %s', async (urlPath, cacheControl) => {
    const response = await fetch(nginx.baseUrl + urlPath);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await rawRequest(nginx.baseUrl, '/main.3f2a9c1b.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await rawRequest(nginx.baseUrl, '/main.3f2a9c1b.js', { headers: { 'if-none-match': etag!, 'accept-encoding': 'gzip, deflate, br' } });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it('does not answer 304 for a different encoding of the same file', async () => {
    const gz = await rawRequest(nginx.baseUrl, '/main.3f2a9c1b.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const asIdentity = await rawRequest(nginx.baseUrl, '/main.3f2a9c1b.js', { headers: { 'if-none-match': gz.headers.etag! } });
    expect(asIdentity.status).toBe(200);
  });
});

describe('precompressed files', () => {
  it('sends the .gz copy to a client that only accepts gzip', async () => {
    const response = await rawRequest(nginx.baseUrl, '/main.3f2a9c1b.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body.length).toBeLessThan(MAIN_JS.length / 4);
    expect(gunzipSync(response.body).toString()).toBe(MAIN_JS);
  });

  it('prefers the .br copy when brotli is offered', async () => {
    const response = await rawRequest(nginx.baseUrl, '/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(INDEX_HTML);
  });

  it('serves a remote file compressed through its upstream', async () => {
    const response = await rawRequest(nginx.baseUrl, '/remotes/mfe-home/remoteEntry.js', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe('var mfe_home = {};');
  });

  it('sends identity when the client accepts no encoding', async () => {
    const response = await rawRequest(nginx.baseUrl, '/main.3f2a9c1b.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(MAIN_JS);
  });

  it('does not compress media', async () => {
    const response = await rawRequest(nginx.baseUrl, '/assets/photo.jpg', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('Range requests on video', () => {
  it('answers a byte range with 206 and exactly those bytes', async () => {
    const response = await rawRequest(nginx.baseUrl, '/assets/videos/hero.mp4', { headers: { range: 'bytes=1000-1099' } });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1099/${VIDEO.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.body.equals(VIDEO.subarray(1000, 1100))).toBe(true);
  });

  it('answers an open range to the end of the file', async () => {
    const response = await rawRequest(nginx.baseUrl, '/assets/videos/hero.mp4', { headers: { range: 'bytes=4000-' } });
    expect(response.status).toBe(206);
    expect(response.body.equals(VIDEO.subarray(4000))).toBe(true);
  });

  it('answers a suffix range with the last bytes', async () => {
    const response = await rawRequest(nginx.baseUrl, '/assets/videos/hero.mp4', { headers: { range: 'bytes=-10' } });
    expect(response.status).toBe(206);
    expect(response.body.equals(VIDEO.subarray(VIDEO.length - 10))).toBe(true);
  });

  it('refuses a range past the end with 416', async () => {
    const response = await rawRequest(nginx.baseUrl, '/assets/videos/hero.mp4', { headers: { range: `bytes=${VIDEO.length}-` } });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
  });

  it('advertises ranges and sends the whole file without one', async () => {
    const response = await rawRequest(nginx.baseUrl, '/assets/videos/hero.mp4');
    expect(response.status).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.body.equals(VIDEO)).toBe(true);
  });
});

describe('remote files', () => {
  it('are served from each remote dist with CORS open to any origin', async () => {
    for (const { workspace } of SITE_REMOTES) {
      const response = await fetch(`${nginx.baseUrl}/remotes/${workspace}/static/js/app.9e8d7c6b.js`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(workspace);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});
