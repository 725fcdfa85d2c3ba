import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin.js';

const request = (headers: Record<string, string>) => ({ headers, protocol: 'https', host: 'azmar.example' }) as unknown as FastifyRequest;
const ALLOWED = ['https://staff.azmar.example'];

describe('isSameOrigin', () => {
  it("takes the site's own Origin and an allowed one, and refuses another", () => {
    expect(isSameOrigin(request({ origin: 'https://azmar.example' }), ALLOWED)).toBe(true);
    expect(isSameOrigin(request({ origin: 'https://staff.azmar.example' }), ALLOWED)).toBe(true);
    expect(isSameOrigin(request({ origin: 'https://evil.example', referer: 'https://azmar.example/staff' }), ALLOWED)).toBe(false);
  });

  it('without Origin, follows Sec-Fetch-Site', () => {
    expect(isSameOrigin(request({ 'sec-fetch-site': 'same-origin' }), ALLOWED)).toBe(true);
    expect(isSameOrigin(request({ 'sec-fetch-site': 'cross-site', referer: 'https://azmar.example/' }), ALLOWED)).toBe(false);
  });

  it('with neither, refuses a Referer of another site (review: a sign-in with only a foreign Referer was accepted)', () => {
    expect(isSameOrigin(request({ referer: 'https://evil.example/login' }), ALLOWED)).toBe(false);
    expect(isSameOrigin(request({ referer: 'not a url' }), ALLOWED)).toBe(false);
    expect(isSameOrigin(request({ referer: 'https://azmar.example/staff?x=1' }), ALLOWED)).toBe(true);
    expect(isSameOrigin(request({ referer: 'https://staff.azmar.example/' }), ALLOWED)).toBe(true);
  });

  it('with no header at all, is no browser: the CSRF token decides', () => {
    expect(isSameOrigin(request({}), ALLOWED)).toBe(true);
  });
});
