import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { INDEX_HTML, MAIN_JS, VIDEO, rawGet, startFakeSite, type FakeSite } from './fake-site.ts';

let site: FakeSite;
beforeAll(async () => {
  site = await startFakeSite();
});
afterAll(() => site.close());

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
    const response = await fetch(site.baseUrl + urlPath);
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
    ['/remotes.json', 'no-cache'],
    ['/remotes/mfe-contact/remoteEntry.js', 'no-cache'],
    ['/assets/logo.svg', 'public, max-age=3600'],
  ])('%s has Cache-Control %s', async (urlPath, cacheControl) => {
    const response = await fetch(site.baseUrl + urlPath);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await rawGet(site.baseUrl, '/main.3f2a9c1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await rawGet(site.baseUrl, '/main.3f2a9c1b.js', { 'if-none-match': etag!, 'accept-encoding': 'gzip, deflate, br' });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it('does not answer 304 for a different encoding of the same file', async () => {
    const gz = await rawGet(site.baseUrl, '/main.3f2a9c1b.js', { 'accept-encoding': 'gzip' });
    const asIdentity = await rawGet(site.baseUrl, '/main.3f2a9c1b.js', { 'if-none-match': gz.headers.etag! });
    expect(asIdentity.status).toBe(200);
  });
});

describe('compression', () => {
  it('sends gzip to a client that only accepts gzip', async () => {
    const response = await rawGet(site.baseUrl, '/main.3f2a9c1b.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body.length).toBeLessThan(MAIN_JS.length / 4);
    expect(gunzipSync(response.body).toString()).toBe(MAIN_JS);
  });

  it('prefers brotli when offered', async () => {
    const response = await rawGet(site.baseUrl, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(INDEX_HTML);
  });

  it('sends identity when the client accepts no encoding', async () => {
    const response = await rawGet(site.baseUrl, '/main.3f2a9c1b.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(MAIN_JS);
  });

  it('does not compress media', async () => {
    const response = await rawGet(site.baseUrl, '/assets/photo.jpg', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('Range requests on video', () => {
  it('answers a byte range with 206 and exactly those bytes', async () => {
    const response = await rawGet(site.baseUrl, '/assets/videos/hero.mp4', { range: 'bytes=1000-1099' });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1099/${VIDEO.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.body.equals(VIDEO.subarray(1000, 1100))).toBe(true);
  });

  it('answers an open range to the end of the file', async () => {
    const response = await rawGet(site.baseUrl, '/assets/videos/hero.mp4', { range: 'bytes=4000-' });
    expect(response.status).toBe(206);
    expect(response.body.equals(VIDEO.subarray(4000))).toBe(true);
  });

  it('answers a suffix range with the last bytes', async () => {
    const response = await rawGet(site.baseUrl, '/assets/videos/hero.mp4', { range: 'bytes=-10' });
    expect(response.status).toBe(206);
    expect(response.body.equals(VIDEO.subarray(VIDEO.length - 10))).toBe(true);
  });

  it('refuses a range past the end with 416', async () => {
    const response = await rawGet(site.baseUrl, '/assets/videos/hero.mp4', { range: `bytes=${VIDEO.length}-` });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
  });

  it('advertises ranges and sends the whole file without one', async () => {
    const response = await rawGet(site.baseUrl, '/assets/videos/hero.mp4');
    expect(response.status).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.body.equals(VIDEO)).toBe(true);
  });
});

describe('remote files', () => {
  it('are served from each remote dist with CORS open to any origin', async () => {
    for (const { workspace } of SITE_REMOTES) {
      const response = await fetch(`${site.baseUrl}/remotes/${workspace}/static/js/app.9e8d7c6b.js`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(workspace);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});

describe('a file replaced in place', () => {
  it('is served in its new version, compressed, on the next request', async () => {
    const { writeFileSync, utimesSync } = await import('node:fs');
    const path = await import('node:path');
    const file = path.join(site.rootDir, 'shell', 'dist', 'index.html');
    const first = await rawGet(site.baseUrl, '/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(first.body).toString()).toBe(INDEX_HTML);
    const replaced = INDEX_HTML.replace('<div id="root">', '<div id="root" data-version="2">');
    writeFileSync(file, replaced);
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const second = await rawGet(site.baseUrl, '/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(second.body).toString()).toBe(replaced);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    writeFileSync(file, INDEX_HTML);
  });
});
