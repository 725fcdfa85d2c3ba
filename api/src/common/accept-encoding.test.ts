import { describe, expect, it } from 'vitest';
import { createEncodingNegotiator, negotiateEncoding } from './accept-encoding.js';

describe('negotiateEncoding', () => {
  it('sends identity when the client says nothing about encodings', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding(' , ')).toBe('identity');
  });

  it('prefers br, then gzip, as browsers send them', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding('BR')).toBe('br');
    // x-gzip is HTTP/1.0's name for gzip; no browser sends it, and the library does not map it.
    expect(negotiateEncoding('x-gzip')).toBe('identity');
  });

  it('honours q-values: q=0 refuses a coding, a higher q wins, ties go to br', () => {
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.8, br;q=0.8')).toBe('br');
    expect(negotiateEncoding('br ; q=0.000, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;Q=0')).toBe('identity');
  });

  it('reads * as br, and identity named with a higher q as wanted', () => {
    expect(negotiateEncoding('*')).toBe('br');
    // The library reads * as its first choice even after br;q=0 (RFC 9110 would send gzip); no browser sends this.
    expect(negotiateEncoding('br;q=0, *')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBe('identity');
    expect(negotiateEncoding('identity;q=1, gzip;q=0.5')).toBe('identity');
    expect(negotiateEncoding('identity;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity, gzip')).toBe('gzip');
  });

  it('counts an unreadable q as a refusal, and a coding named again with a q above 0 as accepted', () => {
    expect(negotiateEncoding('br;q=abc, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, br')).toBe('br');
  });

  it('falls back to identity when nothing acceptable is left, even identity;q=0', () => {
    expect(negotiateEncoding('identity;q=0, br;q=0')).toBe('identity');
  });
});

describe('createEncodingNegotiator', () => {
  it('answers like negotiateEncoding, within its memo limit and beyond', () => {
    const negotiate = createEncodingNegotiator(2);
    const headers = [undefined, 'gzip, deflate, br', 'gzip', 'br;q=0, gzip', 'deflate', 'gzip, deflate, br', '*;q=0'];
    for (const header of [...headers, ...headers]) expect(negotiate(header)).toBe(negotiateEncoding(header));
  });
});
