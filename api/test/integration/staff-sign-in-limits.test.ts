import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { addStaff, staffRequest } from '../support/staff.js';
import { type RunningApi, startApi } from '../support/start-api.js';
import { useDatabase } from '../support/suite-hooks.js';

const PASSWORD = 'correct horse battery staple';
const WINDOW_MS = 3000;

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`staff sign-in limits on ${database.label}`, () => {
    const target = useDatabase(database);
    let api: RunningApi;
    const signIn = (username: string, password: string) => staffRequest(api.url('/api/staff/session'), 'POST', {}, { username, password });

    beforeAll(async () => {
      api = await startApi(target.config);
      await addStaff(api.dataSource, 'dara', PASSWORD);
    });

    afterAll(async () => {
      await api?.close();
    });

    it('1,000 wrong passwords: 401 until the account locks, then 429 in the error shape, never a 5xx', async () => {
      const fresh = await startApi(target.config);
      try {
        const statuses = new Map<number, number>();
        let lastLocked: Awaited<ReturnType<typeof signIn>> | null = null;
        for (let i = 0; i < 1000; i += 1) {
          const answer = await staffRequest(fresh.url('/api/staff/session'), 'POST', {}, { username: 'dara', password: `guess-${i}` });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 429) lastLocked = answer;
        }
        console.info(`[1,000 wrong passwords, ${database.label}] ${[...statuses].map(([status, n]) => `${n} x ${status}`).join(', ')}`);
        expect(Object.fromEntries(statuses)).toEqual({ 401: 5, 429: 995 });
        expect(lastLocked!.body).toEqual({
          statusCode: 429,
          error: 'Too Many Requests',
          message: expect.stringMatching(/^Too many failed sign-ins; try again in \d+ minute/),
        });
        expect(Number(lastLocked!.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(lastLocked!.headers.get('cache-control')).toBe('no-store');
        const right = await staffRequest(fresh.url('/api/staff/session'), 'POST', {}, { username: 'dara', password: PASSWORD });
        expect(right.status).toBe(429);
        expect(right.headers.get('set-cookie')).toBeNull();
      } finally {
        await fresh.close();
      }
    });

    it('the right password stays refused while the account is locked, and works once the lock is over', async () => {
      // A lock short enough to wait out: it lasts a whole window from the failure that reached the limit.
      const limited = await startApi(target.config, { staff: { ...api.config.staff, signInWindowMs: WINDOW_MS } });
      try {
        const tryWith = (password: string) => staffRequest(limited.url('/api/staff/session'), 'POST', {}, { username: 'dara', password });
        let status = 0;
        for (let i = 0; i < 50 && status !== 429; i += 1) status = (await tryWith(`guess-${i}`)).status;
        expect(status).toBe(429);
        expect((await tryWith(PASSWORD)).status).toBe(429);
        await vi.waitFor(async () => expect((await tryWith(PASSWORD)).status).toBe(200), { timeout: WINDOW_MS * 3, interval: 250 });
      } finally {
        await limited.close();
      }
    });

    it('locks an address that tries many names, whichever name comes next, and answers unknown names as known ones', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) statuses.push((await signIn(`someone-${i}`, 'wrong password')).status);
      expect(new Set(statuses)).toEqual(new Set([401]));
      const next = await signIn('dara', PASSWORD);
      expect(next.status).toBe(429);
      expect(next.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    });

    it('refuses a malformed sign-in with a message per field', async () => {
      const fresh = await startApi(target.config);
      try {
        const answer = await staffRequest(fresh.url('/api/staff/session'), 'POST', {}, { username: '', password: 7, extra: 1 });
        expect(answer).toMatchObject({
          status: 400,
          body: { message: 'Validation failed', fields: { username: 'Username is required', password: 'Password is required', extra: 'Unknown field' } },
        });
        const notJson = await fetch(fresh.url('/api/staff/session'), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'username=dara' });
        expect(notJson.status).toBe(415);
      } finally {
        await fresh.close();
      }
    });
  });
}
