import type { StaffSession } from '@azmar/contract/content/staff-inbox';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { addStaff, signIn, staffRequest } from '../support/staff.js';
import { startApi } from '../support/start-api.js';
import { useApi } from '../support/suite-hooks.js';

const PASSWORD = 'correct horse battery staple';

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`staff sessions on ${database.label}`, () => {
    const api = useApi(database);
    const session = (cookie: string) => staffRequest<StaffSession>(api.url('/api/staff/session'), 'GET', { cookie });

    beforeAll(async () => {
      await addStaff(api.dataSource, 'dara', PASSWORD);
      await addStaff(api.dataSource, 'hana', PASSWORD);
    });

    it('F8: a session ends STAFF_SESSION_MAX_HOURS after sign-in, however regularly it is used', async () => {
      const mine = await signIn(api.url(''), 'dara', PASSWORD);
      const current = await session(mine.cookie);
      expect(current.status).toBe(200);
      // The idle end moves on with use, never past the absolute end.
      expect(Date.parse(current.body.expiresAt)).toBeLessThanOrEqual(Date.parse(current.body.endsAt));
      // Signed in 12 hours ago and used a minute ago: over all the same.
      await api.dataSource.query("UPDATE staff_sessions SET createdAt = ?, expiresAt = '2099-01-01 00:00:00.000' WHERE csrfToken = ?", [
        new Date(Date.now() - 12 * 3_600_000 - 1000).toISOString().replace('T', ' ').replace('Z', ''),
        mine.csrfToken,
      ]);
      expect((await session(mine.cookie)).status).toBe(401);
      expect(await api.dataSource.query('SELECT id FROM staff_sessions WHERE csrfToken = ?', [mine.csrfToken])).toEqual([]);
    });

    it('F8: a session used every moment still ends at its absolute lifetime (a short one, for the test)', async () => {
      const short = await startApi(api.config.database, { staff: { ...api.config.staff, sessionMaxMs: 1500 } });
      try {
        const mine = await signIn(short.url(''), 'dara', PASSWORD);
        const first = await staffRequest<StaffSession>(short.url('/api/staff/session'), 'GET', { cookie: mine.cookie });
        expect(first.status).toBe(200);
        expect(Date.parse(first.body.expiresAt)).toBe(Date.parse(first.body.endsAt));
        await vi.waitFor(async () => expect((await staffRequest(short.url('/api/staff/messages'), 'GET', { cookie: mine.cookie })).status).toBe(401), {
          timeout: 10_000,
          interval: 100,
        });
      } finally {
        await short.close();
      }
    });

    it('F8: "sign out everywhere" ends every session of the person, on every browser, and no one else’s', async () => {
      const here = await signIn(api.url(''), 'dara', PASSWORD);
      const there = await signIn(api.url(''), 'dara', PASSWORD);
      const colleague = await signIn(api.url(''), 'hana', PASSWORD);
      // A change like any other: it needs the CSRF token and this site's origin.
      expect((await staffRequest(api.url('/api/staff/sessions'), 'DELETE', { cookie: here.cookie })).status).toBe(403);
      expect((await staffRequest(api.url('/api/staff/sessions'), 'DELETE', { cookie: here.cookie, 'x-csrf-token': colleague.csrfToken })).status).toBe(403);
      expect(
        (await staffRequest(api.url('/api/staff/sessions'), 'DELETE', { cookie: here.cookie, 'x-csrf-token': here.csrfToken, origin: 'https://evil.example' }))
          .status,
      ).toBe(403);
      const answer = await staffRequest(api.url('/api/staff/sessions'), 'DELETE', { cookie: here.cookie, 'x-csrf-token': here.csrfToken });
      expect(answer.status).toBe(204);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.getSetCookie()).toEqual([expect.stringMatching(/^azmar_staff=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0$/)]);
      expect((await session(here.cookie)).status).toBe(401);
      expect((await session(there.cookie)).status).toBe(401);
      expect((await session(colleague.cookie)).status).toBe(200);
      const [event] = await api.dataSource.query("SELECT actor, subject, details FROM audit_events WHERE action = 'sessions.ended'");
      const [user] = await api.dataSource.query("SELECT id FROM users WHERE username = 'dara'");
      expect(event).toMatchObject({ actor: user.id, subject: `user:${user.id}` });
      expect(JSON.parse(event.details)).toMatchObject({ username: 'dara' });
      expect(JSON.parse(event.details).sessions).toBeGreaterThanOrEqual(2);
    });
  });
}
