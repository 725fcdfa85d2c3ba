import { FORM_TOKEN_PATH, type ContactFormToken } from '@azmar/contract/content/contact-form-state';
import type { StaffMessage, StaffMessagePage } from '@azmar/contract/content/staff-inbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { addStaff, signIn, staffRequest } from '../support/staff.js';
import { getJson, postJson, type RunningApi, startApi } from '../support/start-api.js';
import { useDatabase } from '../support/suite-hooks.js';

const PASSWORD = 'correct horse battery staple';
const links = (n: number) => Array.from({ length: n }, (_, i) => `https://cheap-deals-${i}.example/offer`).join(' ');
const contactIdOf = (mail: { headers: Map<string, unknown> }) => Number(mail.headers.get('x-azmar-contact-message'));

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`spam kept out of the inbox on ${database.label}`, () => {
    const target = useDatabase(database);
    const sink = new SmtpSink();
    let api: RunningApi;
    let staff: { cookie: string; csrfToken: string };
    const post = async (body: object) => {
      const answer = await postJson(api.url('/api/contact'), body);
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body as object).sort()).toEqual(['createdAt', 'id']);
      return (answer.body as { id: number }).id;
    };
    const folder = async (name: 'inbox' | 'spam') =>
      (await staffRequest<StaffMessagePage>(api.url(`/api/staff/messages?folder=${name}&pageSize=100`), 'GET', { cookie: staff.cookie })).body.items;
    const change = (id: number, body: object, headers: Record<string, string> = { 'x-csrf-token': staff.csrfToken }) =>
      staffRequest<StaffMessage>(api.url(`/api/staff/messages/${id}`), 'PATCH', { cookie: staff.cookie, ...headers }, body);
    const outboxRows = async (id: number) =>
      Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM mail_outbox WHERE contactMessageId = ?', [id]))[0].n);

    beforeAll(async () => {
      await sink.start();
      api = await startApi(target.config, { mail: sink.mailConfig() });
      await addStaff(api.dataSource, 'dara', PASSWORD);
      staff = await signIn(api.url(''), 'dara', PASSWORD);
    });

    afterAll(async () => {
      await api?.close();
      await sink.stop();
    });

    it('F6: the review’s twenty spam messages all land in the spam folder, thanked like anyone, mailed to no one', async () => {
      const identical = { name: 'Win Big', email: 'winner@spam.example', message: 'Congratulations! You have been selected for a special business offer.' };
      const ids = { identical: [] as number[], links: [] as number[], honeypot: [] as number[], tooFast: [] as number[] };
      for (let i = 0; i < 8; i += 1) ids.identical.push(await post(identical));
      for (let i = 0; i < 4; i += 1)
        ids.links.push(await post({ name: `SEO ${i}`, email: `seo${i}@spam.example`, message: `Best backlinks here: ${links(40)}` }));
      for (let i = 0; i < 3; i += 1) {
        ids.honeypot.push(
          await post({
            name: `Prince ${i}`,
            email: `prince${i}@spam.example`,
            message: 'Please help me move 10,000,000 USD.',
            website: 'http://prince.example',
          }),
        );
      }
      for (let i = 0; i < 5; i += 1) {
        const { formToken } = (await getJson<ContactFormToken>(api.url(FORM_TOKEN_PATH))).body;
        ids.tooFast.push(await post({ name: `Bot ${i}`, email: `bot${i}@spam.example`, message: `Buy followers now, cheap and fast ${i}.`, formToken }));
      }
      // A real visitor after them, whose two emails mark the moment the worker has been through the outbox.
      const genuine = await post({ name: 'Shilan Aziz', email: 'shilan@example.com', message: 'We would like a quote for paver blocks for a school yard.' });
      await vi.waitFor(() => expect(sink.received.filter((m) => contactIdOf(m) === genuine)).toHaveLength(2), { timeout: 10_000, interval: 50 });

      const [firstIdentical, ...repeats] = ids.identical;
      const spam = await folder('spam');
      const reasons = Object.fromEntries(spam.map((m) => [m.id, m.spamReason]));
      for (const id of repeats) expect(reasons[id]).toBe('duplicate');
      for (const id of ids.links) expect(reasons[id]).toBe('links');
      for (const id of ids.honeypot) expect(reasons[id]).toBe('honeypot');
      for (const id of ids.tooFast) expect(reasons[id]).toBe('tooFast');
      expect(spam).toHaveLength(19);
      expect(spam.every((m) => m.folder === 'spam' && m.handledAt === null)).toBe(true);
      // The first of the identical ones is one message like any: in the inbox, mailed.
      expect((await folder('inbox')).map((m) => m.id).sort((a, b) => a - b)).toEqual([firstIdentical, genuine]);
      const mailed = new Set(sink.received.map(contactIdOf));
      for (const id of [...repeats, ...ids.links, ...ids.honeypot, ...ids.tooFast]) {
        expect(mailed.has(id)).toBe(false);
        expect(await outboxRows(id)).toBe(0);
      }
      expect(await outboxRows(firstIdentical!)).toBe(2);
    });

    it('staff move a message to the spam folder and back, and delete one; no email goes out, and each change is recorded', async () => {
      const id = await post({ name: 'Aras', email: 'aras@example.com', message: 'A question about your poultry equipment.' });
      await vi.waitFor(
        async () =>
          expect(
            Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM mail_outbox WHERE contactMessageId = ? AND sentAt IS NOT NULL', [id]))[0].n),
          ).toBe(2),
        {
          timeout: 10_000,
          interval: 50,
        },
      );
      const mails = sink.received.length;
      const toSpam = await change(id, { folder: 'spam' });
      expect(toSpam.status).toBe(200);
      expect(toSpam.body).toMatchObject({ id, folder: 'spam', spamReason: 'staff' });
      expect((await folder('inbox')).map((m) => m.id)).not.toContain(id);
      expect((await folder('spam')).map((m) => m.id)).toContain(id);
      const back = await change(id, { folder: 'inbox', handled: true });
      expect(back.body).toMatchObject({ id, folder: 'inbox', spamReason: null, handledBy: 'dara' });
      // A message the checks put aside, moved to the inbox by staff: still no email (staff are reading it already).
      const caught = await post({ name: 'Honey', email: 'honey@example.com', message: 'Filled in every field there was.', website: 'x' });
      expect((await change(caught, { folder: 'inbox' })).body).toMatchObject({ folder: 'inbox' });
      expect(await outboxRows(caught)).toBe(0);

      // Deleting is a change like any other: the CSRF token of this very session and this site's origin, or nothing happens.
      expect((await staffRequest(api.url(`/api/staff/messages/${id}`), 'DELETE', { cookie: staff.cookie })).status).toBe(403);
      const otherSession = await signIn(api.url(''), 'dara', PASSWORD);
      expect(
        (await staffRequest(api.url(`/api/staff/messages/${id}`), 'DELETE', { cookie: staff.cookie, 'x-csrf-token': otherSession.csrfToken })).status,
      ).toBe(403);
      expect((await change(id, { folder: 'spam' }, { 'x-csrf-token': otherSession.csrfToken })).status).toBe(403);
      expect(
        (
          await staffRequest(api.url(`/api/staff/messages/${id}`), 'DELETE', {
            cookie: staff.cookie,
            'x-csrf-token': staff.csrfToken,
            origin: 'https://evil.example',
          })
        ).status,
      ).toBe(403);
      const deleted = await staffRequest(api.url(`/api/staff/messages/${id}`), 'DELETE', { cookie: staff.cookie, 'x-csrf-token': staff.csrfToken });
      expect(deleted.status).toBe(204);
      expect((await staffRequest(api.url(`/api/staff/messages/${id}`), 'GET', { cookie: staff.cookie })).status).toBe(404);
      expect((await staffRequest(api.url(`/api/staff/messages/${id}`), 'DELETE', { cookie: staff.cookie, 'x-csrf-token': staff.csrfToken })).status).toBe(404);
      expect(await outboxRows(id)).toBe(0);
      expect(sink.received.length).toBe(mails);

      const events = await api.dataSource.query('SELECT actor, action, details FROM audit_events WHERE subject = ? ORDER BY id', [`message:${id}`]);
      const [user] = await api.dataSource.query("SELECT id FROM users WHERE username = 'dara'");
      expect(events.map((e: { action: string }) => e.action)).toEqual(['message.spam', 'message.handled', 'message.inbox', 'message.deleted']);
      expect(events.every((e: { actor: string; details: string }) => e.actor === user.id && JSON.parse(e.details).username === 'dara')).toBe(true);
    });

    it('refuses a change that is neither, and a folder that does not exist', async () => {
      const id = await post({ name: 'Lana', email: 'lana@example.com', message: 'Do you deliver to Erbil as well?' });
      expect((await change(id, {})).body).toMatchObject({ fields: { handled: 'Send handled, folder or both' } });
      expect((await change(id, { folder: 'trash' })).body).toMatchObject({ fields: { folder: 'folder must be inbox or spam' } });
      expect((await staffRequest(api.url('/api/staff/messages?folder=trash'), 'GET', { cookie: staff.cookie })).body).toMatchObject({
        fields: { folder: 'folder must be inbox or spam' },
      });
    });
  });
}
