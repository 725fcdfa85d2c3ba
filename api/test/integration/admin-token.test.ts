import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { getJson, type RunningApi, startApi, TEST_ADMIN_TOKEN } from '../support/start-api.js';
import { useDatabase } from '../support/suite-hooks.js';

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`GET /api/contact with the admin token on ${database.label}`, () => {
    const target = useDatabase(database);
    let api: RunningApi;
    let twin: RunningApi;
    const list = (on: RunningApi, from: string, token: string) =>
      getJson(on.url('/api/contact'), { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': from } });

    beforeAll(async () => {
      api = await startApi(target.config, { trustProxy: 'loopback' });
      twin = await startApi(target.config, { trustProxy: 'loopback' });
    });

    afterAll(async () => {
      await twin?.close();
      await api?.close();
    });

    it('F9: the list answers Cache-Control: no-store, to the right token and every refusal', async () => {
      const right = await list(api, '203.0.113.1', TEST_ADMIN_TOKEN);
      expect(right.status).toBe(200);
      expect(right.headers.get('cache-control')).toBe('no-store');
      const wrong = await list(api, '203.0.113.1', 'f'.repeat(64));
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('cache-control')).toBe('no-store');
    });

    it('F9: 25 wrong tokens are slowed down after three, on every instance alike, and the right one works once the wait is over', async () => {
      const from = '203.0.113.2';
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof list>> | null = null;
      for (let i = 0; i < 25; i += 1) {
        last = await list(i % 2 ? twin : api, from, `wrong-token-${i}-${'x'.repeat(40)}`);
        statuses.push(last.status);
      }
      console.info(
        `[25 wrong admin tokens, ${database.label}] ${statuses.filter((s) => s === 401).length} x 401, ${statuses.filter((s) => s === 429).length} x 429`,
      );
      expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
      expect(statuses.slice(4).filter((s) => s === 401).length).toBeLessThanOrEqual(2);
      expect(statuses.at(-1)).toBe(429);
      expect(last!.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: expect.stringMatching(/^Too many wrong admin tokens from this address; try again in \d+ seconds\.$/),
      });
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last!.headers.get('cache-control')).toBe('no-store');
      // Another address is not slowed by this one.
      expect((await list(twin, '203.0.113.3', TEST_ADMIN_TOKEN)).status).toBe(200);
      // The right token from the slowed address: refused until the wait is over, then served.
      expect((await list(api, from, TEST_ADMIN_TOKEN)).status).toBe(429);
      await vi.waitFor(async () => expect((await list(api, from, TEST_ADMIN_TOKEN)).status).toBe(200), { timeout: 70_000, interval: 500 });
    }, 90_000);
  });
}
