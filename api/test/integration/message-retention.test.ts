import { beforeAll, describe, expect, it, vi } from 'vitest';
import { emailDigest } from '../../src/staff/staff-messages.service.js';
import { sqlTime } from '../../src/database/sql-time.js';
import { DATABASES } from '../support/databases.js';
import { addStaff, signIn, staffRequest } from '../support/staff.js';
import { postJson, startApi } from '../support/start-api.js';
import { useApi } from '../support/suite-hooks.js';

const PASSWORD = 'correct horse battery staple';
const DAY = 86_400_000;
let count = 0;
const post = async (url: string, change: Record<string, string> = {}) => {
  count += 1;
  const answer = await postJson(url, {
    name: 'Aras Karim',
    email: `aras.${count}@example.com`,
    message: `A question about prices, number ${count}.`,
    ...change,
  });
  expect(answer.status).toBe(201);
  return (answer.body as { id: number }).id;
};

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`keeping messages no longer than needed, on ${database.label}`, () => {
    const api = useApi(database);
    const exists = async (id: number) => Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages WHERE id = ?', [id]))[0].n) === 1;
    const receivedAgo = (id: number, days: number) =>
      api.dataSource.query('UPDATE contact_messages SET createdAt = ? WHERE id = ?', [sqlTime(new Date(Date.now() - days * DAY)), id]);
    let staff: { cookie: string; csrfToken: string };

    beforeAll(async () => {
      await addStaff(api.dataSource, 'dara', PASSWORD);
      staff = await signIn(api.url(''), 'dara', PASSWORD);
    });

    it('keeps every message while CONTACT_RETENTION_DAYS is unset (off by default)', async () => {
      const old = await post(api.url('/api/contact'));
      await receivedAgo(old, 4000);
      const restarted = await startApi(api.config.database);
      try {
        expect(restarted.config.contact.retentionMs).toBeNull();
        expect(await exists(old)).toBe(true);
      } finally {
        await restarted.close();
      }
      await api.dataSource.query('DELETE FROM contact_messages WHERE id = ?', [old]);
    });

    it('deletes the messages older than the retention on its schedule, and records who (system), when and how many', async () => {
      const old = [await post(api.url('/api/contact')), await post(api.url('/api/contact'), { website: 'spam' })];
      const recent = await post(api.url('/api/contact'));
      for (const id of old) await receivedAgo(id, 31);
      await receivedAgo(recent, 29);
      const keeping = await startApi(api.config.database, { contact: { ...api.config.contact, retentionMs: 30 * DAY, retentionIntervalMs: 200 } });
      try {
        await vi.waitFor(async () => expect(await Promise.all(old.map(exists))).toEqual([false, false]), { timeout: 10_000, interval: 100 });
        expect(await exists(recent)).toBe(true);
        const [event] = await api.dataSource.query("SELECT actor, subject, details, createdAt FROM audit_events WHERE action = 'messages.expired'");
        expect(event).toMatchObject({ actor: 'system', subject: 'messages' });
        expect(JSON.parse(event.details)).toMatchObject({ deleted: 2, retentionDays: 30, receivedBefore: expect.any(String) });
        // Later rounds find nothing and record nothing.
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(Number((await api.dataSource.query("SELECT COUNT(*) AS n FROM audit_events WHERE action = 'messages.expired'"))[0].n)).toBe(1);
      } finally {
        await keeping.close();
      }
    });

    it("erases one visitor's messages on request, in both folders and any case, and records it without the address", async () => {
      const theirs = [
        await post(api.url('/api/contact'), { email: 'shilan@example.com' }),
        await post(api.url('/api/contact'), { email: 'Shilan@Example.com', website: 'caught as spam' }),
        await post(api.url('/api/contact'), { email: 'SHILAN@example.com' }),
      ];
      const someoneElse = await post(api.url('/api/contact'), { email: 'shilan.k@example.com' });
      const erase = (headers: Record<string, string>, body: unknown) =>
        staffRequest(api.url('/api/staff/erasures'), 'POST', { cookie: staff.cookie, ...headers }, body);
      expect((await erase({}, { email: 'shilan@example.com' })).status).toBe(403);
      const otherSession = await signIn(api.url(''), 'dara', PASSWORD);
      expect((await erase({ 'x-csrf-token': otherSession.csrfToken }, { email: 'shilan@example.com' })).status).toBe(403);
      expect((await erase({ 'x-csrf-token': staff.csrfToken, 'sec-fetch-site': 'cross-site' }, { email: 'shilan@example.com' })).status).toBe(403);
      expect((await erase({ 'x-csrf-token': staff.csrfToken, origin: 'https://evil.example' }, { email: 'shilan@example.com' })).status).toBe(403);
      expect((await erase({ 'x-csrf-token': staff.csrfToken }, { email: 'not an address' })).body).toMatchObject({
        fields: { email: 'email must be an email address' },
      });
      const answer = await erase({ 'x-csrf-token': staff.csrfToken }, { email: ' shilan@EXAMPLE.com ' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ deleted: 3 });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await Promise.all(theirs.map(exists))).toEqual([false, false, false]);
      expect(await exists(someoneElse)).toBe(true);
      const [event] = await api.dataSource.query("SELECT actor, subject, details FROM audit_events WHERE action = 'messages.erased'");
      const [user] = await api.dataSource.query("SELECT id FROM users WHERE username = 'dara'");
      expect(event).toMatchObject({ actor: user.id, subject: emailDigest('shilan@example.com') });
      expect(JSON.parse(event.details)).toEqual({ username: 'dara', deleted: 3 });
      expect(JSON.stringify(await api.dataSource.query('SELECT * FROM audit_events')).toLowerCase()).not.toContain('shilan@');
    });
  });
}
