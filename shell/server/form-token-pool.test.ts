// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_BATCH_PATH, type ContactFormToken } from '@azmar/contract/content/contact-form-state';
import { createFormTokenPool, MAX_AGE_MS } from './form-token-pool.js';

/** An API stand-in that makes numbered tokens and records each batch it was asked for. */
function fakeApi() {
  let made = 0;
  const batches: number[] = [];
  let down = false;
  const fetch = (async (url: URL) => {
    if (down) throw new Error('connect ECONNREFUSED');
    if (url.pathname !== FORM_TOKEN_BATCH_PATH) return new Response('{}', { status: 404 });
    const count = Number(url.searchParams.get('count'));
    batches.push(count);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const tokens: ContactFormToken[] = Array.from({ length: count }, () => ({ formToken: `t${(made += 1)}`, expiresAt: '2030-01-01T00:00:00.000Z' }));
    return new Response(JSON.stringify(tokens), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, batches, setDown: (value: boolean) => (down = value) };
}

describe('the form token pool', () => {
  it('hands out each token once, asked for in batches when many pages want one', async () => {
    const api = fakeApi();
    const pool = createFormTokenPool({ apiOrigin: () => 'http://api.test', fetch: api.fetch });
    const tokens: (ContactFormToken | null)[] = [];
    for (let round = 0; round < 10; round += 1) tokens.push(...(await Promise.all(Array.from({ length: 20 }, () => pool.take()))));
    expect(tokens.every((token) => token !== null)).toBe(true);
    expect(new Set(tokens.map((token) => token?.formToken)).size).toBe(200);
    expect(api.batches.length).toBeLessThan(50);
    expect(Math.max(...api.batches)).toBeGreaterThan(1);
  });

  it('never hands out a token that waited longer than MAX_AGE_MS', async () => {
    const api = fakeApi();
    let clock = 1_000_000;
    const pool = createFormTokenPool({ apiOrigin: () => 'http://api.test', fetch: api.fetch, now: () => clock });
    // Many pages in one second make the next batch large; what is left of it then gets old.
    await Promise.all(Array.from({ length: 40 }, () => pool.take()));
    // The batch asked ahead for the next pages arrives.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = api.batches.reduce((sum, count) => sum + count, 0);
    expect(before).toBeGreaterThan(40);
    clock += MAX_AGE_MS + 1;
    const next = await pool.take();
    const made = api.batches.reduce((sum, count) => sum + count, 0);
    expect(made).toBeGreaterThan(before);
    // The token given is of the batch asked for after the clock moved on, not one left from before.
    expect(Number(next?.formToken.slice(1))).toBeGreaterThan(before);
  });

  it('gives null while the API is down or unknown, and tokens again when it is back', async () => {
    const api = fakeApi();
    let origin: string | null = null;
    const pool = createFormTokenPool({ apiOrigin: () => origin, fetch: api.fetch });
    expect(await pool.take()).toBeNull();
    origin = 'http://api.test';
    api.setDown(true);
    expect(await pool.take()).toBeNull();
    api.setDown(false);
    expect((await pool.take())?.formToken).toMatch(/^t\d+$/);
  });

  it('gives null when the API refuses, without asking forever', async () => {
    let calls = 0;
    const refusing = (async () => {
      calls += 1;
      return new Response('{"message":"no"}', { status: 503 });
    }) as unknown as typeof fetch;
    const pool = createFormTokenPool({ apiOrigin: () => 'http://api.test', fetch: refusing });
    expect(await pool.take()).toBeNull();
    expect(calls).toBeLessThanOrEqual(2);
  });
});
