// The built files: their types, cache rules, compressed copies, byte ranges, and who may load the remotes'.
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';
import { INDEX_HTML, MAIN_JS, VIDEO } from '../../nginx/fake-dists.ts';
import type { FrontDoorCase } from '../front-door-case.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const VIDEO_PATH = '/assets/videos/hero.mp4';

export const STATIC_FILE_CASES: FrontDoorCase[] = [
  ...[
    ['/main.3f2a9c1b.js', 'text/javascript; charset=utf-8'],
    ['/styles.0badc0de.css', 'text/css; charset=utf-8'],
    ['/remotes/mfe-home/data/sectors.json', 'application/json; charset=utf-8'],
    ['/assets/logo.svg', 'image/svg+xml'],
    ['/fonts/vazirmatn.1a2b3c4d5e6f.woff2', 'font/woff2'],
    ['/assets/photo.jpg', 'image/jpeg'],
    ['/assets/photo.png', 'image/png'],
    [VIDEO_PATH, 'video/mp4'],
    ['/', 'text/html; charset=utf-8'],
  ].map(([path, type]): FrontDoorCase => ({
    name: `served as ${type}`,
    request: { path: path! },
    expect: { status: 200, headers: { 'content-type': type! } },
  })),
  ...[
    ['/main.3f2a9c1b.js', 200, IMMUTABLE],
    ['/fonts/vazirmatn.1a2b3c4d5e6f.woff2', 200, IMMUTABLE],
    ['/remotes/mfe-catalogue/static/js/app.9e8d7c6b.js', 200, IMMUTABLE],
    ['/', 200, 'no-cache'],
    ['/index.html', 200, 'no-cache'],
    ['/products', 200, 'no-cache'],
    ['/contact', 200, 'no-cache'],
    ['/no-such-page', 404, 'no-cache'],
    ['/missing.4f4f4f4f.js', 404, 'no-cache'],
    ['/remotes.json', 200, 'no-cache'],
    ['/sitemap.xml', 200, 'no-cache'],
    ['/remotes/mfe-contact/remoteEntry.js', 200, 'no-cache'],
    ['/assets/logo.svg', 200, 'public, max-age=3600'],
  ].map(([path, status, cacheControl]): FrontDoorCase => ({
    name: `Cache-Control ${cacheControl}`,
    request: { path: path as string },
    expect: { status: status as number, headers: { 'cache-control': cacheControl as string } },
  })),
  {
    name: 'a matching If-None-Match gets 304 and no body',
    request: { path: '/main.3f2a9c1b.js', headers: { 'accept-encoding': 'gzip, deflate, br' }, ifNoneMatchFrom: { 'accept-encoding': 'gzip, deflate, br' } },
    expect: { status: 304, body: { text: '' } },
  },
  {
    name: 'the ETag of the gzip copy does not match the file sent as it is (200, not 304)',
    request: { path: '/main.3f2a9c1b.js', ifNoneMatchFrom: { 'accept-encoding': 'gzip' } },
    expect: { status: 200, headers: { 'content-encoding': null }, body: { text: MAIN_JS } },
  },
  {
    name: 'a client that only accepts gzip gets the gzip copy',
    request: { path: '/main.3f2a9c1b.js', headers: { 'accept-encoding': 'gzip' } },
    expect: {
      status: 200,
      headers: { 'content-encoding': 'gzip', vary: 'Accept-Encoding' },
      body: { shorterThan: MAIN_JS.length / 4, decode: 'gzip', text: MAIN_JS },
    },
  },
  {
    name: 'brotli is preferred when offered',
    request: { path: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } },
    expect: { status: 200, headers: { 'content-encoding': 'br' }, body: { decode: 'br', text: INDEX_HTML } },
  },
  {
    name: "a remote's file comes compressed too",
    request: { path: '/remotes/mfe-home/remoteEntry.js', headers: { 'accept-encoding': 'br' } },
    expect: { status: 200, headers: { 'content-encoding': 'br' }, body: { decode: 'br', text: 'var mfe_home = {};' } },
  },
  {
    name: 'a client that accepts no encoding gets the file as it is',
    request: { path: '/main.3f2a9c1b.js' },
    expect: { status: 200, headers: { 'content-encoding': null }, body: { text: MAIN_JS } },
  },
  {
    name: 'media is never compressed',
    request: { path: '/assets/photo.jpg', headers: { 'accept-encoding': 'gzip, br' } },
    expect: { status: 200, headers: { 'content-encoding': null } },
  },
  {
    name: 'a byte range gets 206 and exactly those bytes',
    request: { path: VIDEO_PATH, headers: { range: 'bytes=1000-1099' } },
    expect: {
      status: 206,
      headers: { 'content-range': `bytes 1000-1099/${VIDEO.length}`, 'content-length': '100' },
      body: { bytes: VIDEO.subarray(1000, 1100) },
    },
  },
  {
    name: 'an open range gets the file to its end',
    request: { path: VIDEO_PATH, headers: { range: 'bytes=4000-' } },
    expect: { status: 206, body: { bytes: VIDEO.subarray(4000) } },
  },
  {
    name: 'a suffix range gets the last bytes',
    request: { path: VIDEO_PATH, headers: { range: 'bytes=-10' } },
    expect: { status: 206, body: { bytes: VIDEO.subarray(VIDEO.length - 10) } },
  },
  {
    name: 'a range past the end is refused with 416',
    request: { path: VIDEO_PATH, headers: { range: `bytes=${VIDEO.length}-` } },
    expect: { status: 416, headers: { 'content-range': `bytes */${VIDEO.length}` } },
  },
  {
    name: 'ranges are advertised, and the whole file is sent without one',
    request: { path: VIDEO_PATH },
    expect: { status: 200, headers: { 'accept-ranges': 'bytes' }, body: { bytes: VIDEO } },
  },
  ...SITE_REMOTES.map(({ workspace }): FrontDoorCase => ({
    name: "a remote's file is served from its dist, loadable from any origin",
    request: { path: `/remotes/${workspace}/static/js/app.9e8d7c6b.js` },
    expect: { status: 200, headers: { 'access-control-allow-origin': '*' }, body: { contains: [workspace] } },
  })),
];
