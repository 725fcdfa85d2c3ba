// @vitest-environment node
// A rendered page is compressed once per page object and encoding, as the client accepts it, and each later answer of
// that page gets the same bytes.
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressVisitorCopy, encodePage, negotiateVisitorCopyEncoding } from './page-encodings.js';

const textOf = (words: string) => `<!doctype html><html lang="en"><body><main>${words.repeat(200)}</main></body></html>`;
const pageOf = (words: string) => ({ html: Buffer.from(textOf(words)), encoded: {} });
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('encodePage', () => {
  it('sends brotli to a browser that offers gzip, deflate and br, which decodes to the page', () => {
    const page = pageOf('Construction and manufacturing since 2004. ');
    const { encoding, body } = encodePage(page, 'gzip, deflate, br');
    expect(encoding).toBe('br');
    expect(body.byteLength).toBeLessThan(page.html.length / 10);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(text(page.html));
  });

  it('sends gzip to a client that takes only gzip, or weighs brotli out', () => {
    const page = pageOf('دامەزراوە لە ساڵی ٢٠٠٤ ');
    for (const header of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const { encoding, body } = encodePage(page, header);
      expect(encoding, header).toBe('gzip');
      expect(gunzipSync(body).toString('utf8'), header).toBe(text(page.html));
    }
  });

  it('sends the HTML itself when the client accepts neither, or says nothing', () => {
    const page = pageOf('Poultry. ');
    for (const header of [undefined, '', 'identity', 'deflate', 'zstd']) {
      expect(encodePage(page, header), String(header)).toEqual({ encoding: null, body: page.html });
    }
  });

  it('makes the bytes once for a page and shares them with every later answer', () => {
    const page = pageOf('Electronics. ');
    const first = encodePage(page, 'br');
    const second = encodePage(page, 'gzip, br');
    const third = encodePage(page, 'br');
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    // Another page object, even with the same text (a new render after the cache expired), is compressed anew.
    const rendered = encodePage({ html: page.html, encoded: {} }, 'br');
    expect(rendered.body).not.toBe(first.body);
    expect(rendered.body).toEqual(first.body);
  });

  it("sends the bytes its render worker compressed, as they are, and compresses only another encoding's", () => {
    const page = pageOf('Mechanical. ');
    // As a page arrives from a render worker (render-worker.ts): its compressed bytes a plain Uint8Array in a larger buffer.
    const fromWorker = new Uint8Array([0, ...brotliCompressSync(page.html), 0]).subarray(1, -1);
    const { encoding, body } = encodePage({ ...page, encoded: { br: fromWorker } }, 'br');
    expect(encoding).toBe('br');
    expect(body).toBe(fromWorker);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(text(page.html));
    const gzipped = encodePage({ ...page, encoded: { br: fromWorker } }, 'gzip');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(text(page.html));
  });

  it('keeps each page to its own bytes', () => {
    const english = pageOf('Projects. ');
    const kurdish = pageOf('پڕۆژەکان. ');
    const en = encodePage(english, 'br');
    const ku = encodePage(kurdish, 'br');
    expect(brotliDecompressSync(en.body).toString('utf8')).toBe(text(english.html));
    expect(brotliDecompressSync(ku.body).toString('utf8')).toBe(text(kurdish.html));
  });
});

describe('compressVisitorCopy', () => {
  it("compresses one visitor's copy of a page, in either encoding, to bytes that decode to it", () => {
    const html = Buffer.from(textOf('نامەیەکمان بۆ بنێرن. Send us a message. '));
    const br = compressVisitorCopy.br(html);
    const gzip = compressVisitorCopy.gzip(html);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(text(html));
    expect(gunzipSync(gzip).toString('utf8')).toBe(text(html));
    expect(Math.max(br.byteLength, gzip.byteLength)).toBeLessThan(html.length / 10);
  });
});

describe('negotiateVisitorCopyEncoding', () => {
  it("picks gzip for a visitor's copy when the client weighs gzip and br alike, and honours the client's own order", () => {
    expect(negotiateVisitorCopyEncoding('gzip, deflate, br')).toBe('gzip');
    expect(negotiateVisitorCopyEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(negotiateVisitorCopyEncoding('br')).toBe('br');
    expect(negotiateVisitorCopyEncoding('br;q=1, gzip;q=0.5')).toBe('br');
    expect(negotiateVisitorCopyEncoding('identity')).toBeNull();
    expect(negotiateVisitorCopyEncoding(undefined)).toBeNull();
  });
});
