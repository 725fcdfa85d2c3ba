import { describe, expect, it } from 'vitest';
import { listHeaders, varyWithAcceptEncoding } from './list-response.js';

describe('listHeaders', () => {
  it('names the coding and its length on a 200, and repeats ETag, Cache-Control and Vary on a 304', () => {
    const br = listHeaders({ encoding: 'br', body: Buffer.from([1, 2, 3]), etag: '"a-br"' }, 60, { 'x-content-type-options': 'nosniff' });
    expect(br.ok).toEqual({
      'x-content-type-options': 'nosniff',
      etag: '"a-br"',
      'cache-control': 'public, max-age=60, must-revalidate',
      vary: 'Accept-Encoding',
      'content-type': 'application/json; charset=utf-8',
      'content-length': 3,
      'content-encoding': 'br',
    });
    expect(br.notModified).toEqual({
      'x-content-type-options': 'nosniff',
      etag: '"a-br"',
      'cache-control': 'public, max-age=60, must-revalidate',
      vary: 'Accept-Encoding',
    });
    const identity = listHeaders({ encoding: 'identity', body: Buffer.from('[]'), etag: '"a"' }, 60);
    expect(identity.ok['content-encoding']).toBeUndefined();
    expect(identity.ok.vary).toBe('Accept-Encoding');
  });
});

describe('varyWithAcceptEncoding', () => {
  it('adds Accept-Encoding to what another hook set, once', () => {
    expect(varyWithAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyWithAcceptEncoding(['Origin', 'Access-Control-Request-Headers'])).toBe('Origin, Access-Control-Request-Headers, Accept-Encoding');
    expect(varyWithAcceptEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyWithAcceptEncoding('*')).toBe('*');
  });
});
