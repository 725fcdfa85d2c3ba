// @vitest-environment node
// A rendered page is compressed once per page object and encoding, as the client accepts it, and each later answer of
// that page gets the same bytes.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage } from './page-encodings.mjs';

const pageOf = (/** @type {string} */ words) => ({ html: `<!doctype html><html lang="en"><body><main>${words.repeat(200)}</main></body></html>` });

describe('encodePage', () => {
  it('sends brotli to a browser that offers gzip, deflate and br, which decodes to the page', async () => {
    const page = pageOf('Construction and manufacturing since 2004. ');
    const { encoding, body } = await encodePage(page, 'gzip, deflate, br');
    expect(encoding).toBe('br');
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body.length).toBeLessThan(page.html.length / 10);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(page.html);
  });

  it('sends gzip to a client that takes only gzip, or weighs brotli out', async () => {
    const page = pageOf('دامەزراوە لە ساڵی ٢٠٠٤ ');
    for (const header of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const { encoding, body } = await encodePage(page, header);
      expect(encoding, header).toBe('gzip');
      expect(gunzipSync(body).toString('utf8'), header).toBe(page.html);
    }
  });

  it('sends the HTML itself when the client accepts neither, or says nothing', async () => {
    const page = pageOf('Poultry. ');
    for (const header of [undefined, '', 'identity', 'deflate', 'zstd']) {
      expect(await encodePage(page, header), String(header)).toEqual({ encoding: null, body: page.html });
    }
  });

  it('makes the bytes once for a page and shares them with every later answer, and asks made at the same time', async () => {
    const page = pageOf('Electronics. ');
    const [first, second] = await Promise.all([encodePage(page, 'br'), encodePage(page, 'gzip, br')]);
    const third = await encodePage(page, 'br');
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    // Another page object, even with the same text (a new render after the cache expired), is compressed anew.
    const rendered = await encodePage({ html: page.html }, 'br');
    expect(rendered.body).not.toBe(first.body);
    expect(rendered.body).toEqual(first.body);
  });

  it('keeps each page to its own bytes', async () => {
    const english = pageOf('Projects. ');
    const kurdish = pageOf('پڕۆژەکان. ');
    const [en, ku] = await Promise.all([encodePage(english, 'br'), encodePage(kurdish, 'br')]);
    expect(brotliDecompressSync(en.body).toString('utf8')).toBe(english.html);
    expect(brotliDecompressSync(ku.body).toString('utf8')).toBe(kurdish.html);
  });
});
