// A file the build replaces in place while the gateway runs: the gateway compresses its new version itself until
// the build's .br/.gz copies catch up (dist-files.mjs). nginx serves the build's copies as they are (gzip_static).
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_HTML, rawRequest } from '../nginx/fake-dists.ts';
import { startFakeSite, type FakeSite } from './fake-site.ts';

let site: FakeSite;
beforeAll(async () => {
  site = await startFakeSite();
});
afterAll(() => site.close());

describe('a file replaced in place', () => {
  it('is served in its new version, compressed, on the next request', async () => {
    const file = path.join(site.rootDir, 'shell', 'dist', 'index.html');
    const first = await rawRequest(site.baseUrl, '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(first.body).toString()).toBe(INDEX_HTML);
    const replaced = INDEX_HTML.replace('<div id="root">', '<div id="root" data-version="2">');
    writeFileSync(file, replaced);
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const second = await rawRequest(site.baseUrl, '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(second.body).toString()).toBe(replaced);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });
});
