import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rememberingZlib } from './remembering-zlib.js';

const body = (text: string) => Buffer.from(JSON.stringify([{ text }]).repeat(50));

describe('rememberingZlib', () => {
  it('answers equal bytes with the answer it made for them, and new bytes with a new one', () => {
    const zlib = rememberingZlib(2);
    const first = zlib.brotliCompressSync(body('a'));
    expect(brotliDecompressSync(first).equals(body('a'))).toBe(true);
    expect(zlib.brotliCompressSync(body('a'))).toBe(first);
    const other = zlib.brotliCompressSync(body('b'));
    expect(other).not.toBe(first);
    expect(brotliDecompressSync(other).equals(body('b'))).toBe(true);
    expect(gunzipSync(zlib.gzipSync(body('a'))).equals(body('a'))).toBe(true);
  });

  it('forgets the least recently asked bytes beyond what it keeps', () => {
    const zlib = rememberingZlib(2);
    const a = zlib.gzipSync(body('a'));
    const b = zlib.gzipSync(body('b'));
    expect(zlib.gzipSync(body('a'))).toBe(a);
    zlib.gzipSync(body('c'));
    expect(zlib.gzipSync(body('a'))).toBe(a);
    expect(zlib.gzipSync(body('b'))).not.toBe(b);
  });
});
