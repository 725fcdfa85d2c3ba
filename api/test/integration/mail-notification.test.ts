import type { ContactMessageCreated } from '@azmar/contract/content/contact-message';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { type ReceivedMail, SMTP_USER, SmtpSink } from '../support/smtp-sink.js';
import { getJson, postJson, type RunningApi, startApi } from '../support/start-api.js';
import { useDatabase } from '../support/suite-hooks.js';

const visitor = {
  name: 'ئاراس Karim',
  email: 'aras.karim@example.com',
  phone: '+964 770 555 0101',
  message: 'سڵاو، <b>bold</b> <script>alert(1)</script> and a formula =1+1.',
  language: 'ku',
};

interface HealthBody {
  status: string;
  notification: 'on' | 'off';
  outbox?: { unsent: number; oldestUnsentSeconds: number | null } | null;
}

/** The contact id each email is about, from its own header. */
const contactIdOf = (mail: { headers: Map<string, unknown> }) => Number(mail.headers.get('x-azmar-contact-message'));
/** `staff` (the notification) or `visitor` (the confirmation). */
const kindOf = (mail: { headers: Map<string, unknown> }) => String(mail.headers.get('x-azmar-mail-kind'));
/** `42 staff`, `42 visitor`: one email each, sorted. */
const emailsOf = (mails: ReceivedMail[]) => mails.map((m) => `${contactIdOf(m)} ${kindOf(m)}`).sort();
const bothEmailsOf = (ids: number[]) => ids.flatMap((id) => [`${id} staff`, `${id} visitor`]).sort();

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`email notification on ${database.label}`, () => {
    const target = useDatabase(database);
    const sink = new SmtpSink();
    const apis: RunningApi[] = [];
    const start = async (overrides = {}) => {
      const api = await startApi(target.config, { mail: sink.mailConfig(overrides) });
      apis.push(api);
      return api;
    };
    let posted = 0;
    // Each message its own words: the same address and text again is a duplicate, kept in the spam folder unmailed.
    const post = async (api: RunningApi, body: { message: string } & Record<string, unknown>) => {
      posted += 1;
      const response = await postJson(api.url('/api/contact'), { ...body, message: `${body.message} (${posted})` });
      expect(response.status).toBe(201);
      return (response.body as ContactMessageCreated).id;
    };
    const unsentRows = async (api: RunningApi) => Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM mail_outbox WHERE sentAt IS NULL'))[0].n);

    beforeAll(async () => {
      await sink.start();
    });

    afterAll(async () => {
      sink.release();
      for (const api of apis.splice(0)) await api.close();
      await sink.stop();
    });

    it('sends staff one plain-text email with the visitor as Reply-To, the fields, the inbox link and a stable Message-ID', async () => {
      const api = await start();
      const id = await post(api, visitor);
      await vi.waitFor(() => expect(emailsOf(sink.received)).toEqual(expect.arrayContaining(bothEmailsOf([id]))), { timeout: 10_000, interval: 50 });
      const mail = sink.received.find((m) => contactIdOf(m) === id && kindOf(m) === 'staff')!;
      expect(mail.subject).toBe(`Website message from ${visitor.name}`);
      expect(mail.from).toBe('"Azmar Website" <noreply@azmar.example>');
      expect(mail.to).toEqual(['office@azmar.example', 'sales@azmar.example']);
      expect(mail.envelopeTo.sort()).toEqual(['office@azmar.example', 'sales@azmar.example']);
      expect(mail.replyTo).toEqual([visitor.email]);
      expect(mail.user).toBe(SMTP_USER);
      expect(mail.html).toBe(false);
      expect(mail.raw).not.toMatch(/content-type:\s*text\/html/i);
      for (const expected of [visitor.name, visitor.email, visitor.phone, 'Kurdish Sorani (ku)', visitor.message, `#${id}`, 'https://azmar.example/inbox']) {
        expect(mail.text).toContain(expected);
      }
      expect(mail.messageId).toMatch(new RegExp(`^<contact-${id}\\.[0-9a-f]{16}@azmar\\.example>$`));
      const rows = await api.dataSource.query('SELECT kind, mailMessageId, sentAt FROM mail_outbox WHERE contactMessageId = ? ORDER BY kind', [id]);
      expect(rows.map((r: { kind: string }) => r.kind)).toEqual(['staff', 'visitor']);
      expect(rows[0].mailMessageId).toBe(mail.messageId);
      await vi.waitFor(async () => expect(await unsentRows(api)).toBe(0), { timeout: 5000, interval: 50 });
      const health = await getJson<HealthBody>(api.url('/api/health'));
      expect(health.body).toEqual({ status: 'ok', notification: 'on', outbox: { unsent: 0, oldestUnsentSeconds: null } });
      await api.close();
      apis.splice(apis.indexOf(api), 1);
    });

    it('answers the visitor in the language they wrote in: Sorani right-to-left HTML with a plain-text part, to their address only', async () => {
      const api = await start();
      const id = await post(api, visitor);
      await vi.waitFor(() => expect(emailsOf(sink.received)).toContain(`${id} visitor`), { timeout: 10_000, interval: 50 });
      const mail = sink.received.find((m) => contactIdOf(m) === id && kindOf(m) === 'visitor')!;
      expect(mail.envelopeTo).toEqual([visitor.email]);
      expect(mail.to).toEqual([visitor.email]);
      expect(mail.subject).toBe('نامەکەتان گەیشت – گرووپی ئەزمەڕ');
      expect(mail.html).toContain('<html lang="ckb" dir="rtl">');
      expect(mail.text).toContain('سوپاس کە نامەتان بۆ گرووپی ئەزمەڕ نارد.');
      expect(mail.text).toMatch(/[٠-٩]{2}\/[٠-٩]{2}\/[٠-٩]{4} [٠-٩]{2}:[٠-٩]{2}/);
      expect(mail.raw).toMatch(/content-type:\s*multipart\/alternative/i);
      expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
      // None of the visitor's own words go to an address anyone could have typed.
      expect(mail.text).not.toContain('ئاراس');
      expect(mail.raw).not.toContain('alert(1)');
      expect(mail.messageId).toMatch(new RegExp(`^<contact-${id}-visitor\\.[0-9a-f]{16}@azmar\\.example>$`));

      const english = await post(api, { ...visitor, language: 'en', email: 'english.visitor@example.com' });
      await vi.waitFor(() => expect(emailsOf(sink.received)).toContain(`${english} visitor`), { timeout: 10_000, interval: 50 });
      const answer = sink.received.find((m) => contactIdOf(m) === english && kindOf(m) === 'visitor')!;
      expect(answer.subject).toBe('We have received your message – Azmar Group');
      expect(answer.html).toContain('<html lang="en" dir="ltr">');
      expect(answer.text).toContain(`Your message number: ${english}`);
      await api.close();
      apis.splice(apis.indexOf(api), 1);
    });

    it('writes to staff in their language (MAIL_STAFF_LANGUAGE=ku), naming the page and the item the visitor wrote from', async () => {
      const api = await start({ staffLanguage: 'ku' });
      const id = await post(api, { ...visitor, page: 'products', about: 'product-1' });
      await vi.waitFor(() => expect(emailsOf(sink.received)).toContain(`${id} staff`), { timeout: 10_000, interval: 50 });
      const mail = sink.received.find((m) => contactIdOf(m) === id && kindOf(m) === 'staff')!;
      const [product] = await api.dataSource.query('SELECT titleKu FROM products WHERE id = 1');
      expect(mail.subject).toBe(`نامەی ماڵپەڕ لە ${visitor.name}`);
      expect(mail.text).toContain('میوانێک لە ڕێگای فۆرمی پەیوەندیی ماڵپەڕەوە نامەیەکی ناردووە.');
      expect(mail.text).toMatch(/^لە پەڕەی: +بەرهەمەکان$/m);
      expect(mail.text).toMatch(new RegExp(`^دەربارەی: +بەرهەم: ${product.titleKu.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
      expect(mail.text).toMatch(/^زمان: +کوردیی سۆرانی \(ku\)$/m);
      expect(mail.text).toContain(visitor.message);
      expect(mail.headers.get('content-language')).toBe('ckb');
      await api.close();
      apis.splice(apis.indexOf(api), 1);
    });

    it('keeps a name with line breaks out of the headers: one subject line, no header of its own', async () => {
      const api = await start();
      const id = await post(api, { ...visitor, name: 'Eve\r\nBcc: victim@example.com\r\nX-Evil: 1' });
      await vi.waitFor(() => expect(emailsOf(sink.received)).toContain(`${id} staff`), { timeout: 10_000, interval: 50 });
      const mail = sink.received.find((m) => contactIdOf(m) === id && kindOf(m) === 'staff')!;
      expect(mail.subject).toBe('Website message from Eve Bcc: victim@example.com X-Evil: 1');
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.headers.has('x-evil')).toBe(false);
      expect(mail.envelopeTo.sort()).toEqual(['office@azmar.example', 'sales@azmar.example']);
      await api.close();
      apis.splice(apis.indexOf(api), 1);
    });

    it('outage drill: five messages sent while SMTP was down: each notification and each confirmation arrives exactly once after it is back', async () => {
      const api = await start();
      const before = sink.received.length;
      await sink.stop();
      const ids: number[] = [];
      for (let i = 0; i < 5; i += 1) ids.push(await post(api, { ...visitor, name: `Outage ${i}`, email: `outage.${i}@example.com` }));
      // Each row fails at least once against the closed port, and stays.
      await vi.waitFor(
        async () => {
          const [row] = await api.dataSource.query('SELECT MIN(attempts) AS n FROM mail_outbox WHERE sentAt IS NULL');
          expect(Number(row.n)).toBeGreaterThanOrEqual(2);
        },
        { timeout: 15_000, interval: 50 },
      );
      const down = await getJson<HealthBody>(api.url('/api/health'));
      expect(down.body.outbox).toEqual({ unsent: 2 * ids.length, oldestUnsentSeconds: expect.any(Number) });
      await sink.start();
      await vi.waitFor(async () => expect(await unsentRows(api)).toBe(0), { timeout: 20_000, interval: 50 });
      // A few more polls: a duplicate would have time to show.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const arrived = emailsOf(sink.received.slice(before));
      console.info(
        `[outage drill, ${database.label}] messages while SMTP down: ${ids.length}; emails after: ${arrived.length} (notifications and confirmations); duplicates: ${arrived.length - new Set(arrived).size}`,
      );
      expect(arrived).toEqual(bothEmailsOf(ids));
      for (const [i, id] of ids.entries()) {
        expect(sink.received.find((m) => contactIdOf(m) === id && kindOf(m) === 'visitor')!.envelopeTo).toEqual([`outage.${i}@example.com`]);
      }
      await api.close();
      apis.splice(apis.indexOf(api), 1);
    });

    it('two API instances on one database send each message once', async () => {
      // Fast polls on both, and a backlog built while SMTP is down, so both claim at the same moments.
      const first = await start({ pollMs: 20, retryBaseMs: 50, retryMaxMs: 100 });
      const second = await start({ pollMs: 20, retryBaseMs: 50, retryMaxMs: 100 });
      const before = sink.received.length;
      await sink.stop();
      const ids: number[] = [];
      for (let i = 0; i < 30; i += 1) ids.push(await post(i % 2 ? first : second, { ...visitor, name: `Twin ${i}` }));
      await sink.start();
      await vi.waitFor(async () => expect(await unsentRows(first)).toBe(0), { timeout: 30_000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const arrived = emailsOf(sink.received.slice(before));
      const senders = await first.dataSource.query(
        `SELECT claimedBy AS sender, COUNT(*) AS n FROM mail_outbox WHERE contactMessageId IN (${ids.map(() => '?').join(',')}) GROUP BY claimedBy`,
        ids,
      );
      const bySender = senders.map((s: { sender: string; n: number | string }) => Number(s.n)).sort((a: number, b: number) => b - a);
      console.info(
        `[two instances, ${database.label}] messages: ${ids.length}; emails: ${arrived.length} (notifications and confirmations); duplicates: ${arrived.length - new Set(arrived).size}; sent per instance: ${bySender.join(' + ')}`,
      );
      expect(arrived).toEqual(bothEmailsOf(ids));
      for (const api of [first, second]) {
        await api.close();
        apis.splice(apis.indexOf(api), 1);
      }
    });

    it('a stalled mail server does not hold up a POST', async () => {
      const api = await start({ timeoutMs: 60_000, leaseMs: 240_000 });
      const before = sink.received.length;
      sink.hold();
      const firstId = await post(api, { ...visitor, name: 'Stall one' });
      await sink.waitUntilStalled();
      // The worker is now inside an SMTP conversation the server does not answer.
      const secondId = await post(api, { ...visitor, name: 'Stall two' });
      expect(sink.received.length).toBe(before);
      expect(sink.stalledCount).toBeGreaterThanOrEqual(1);
      sink.release();
      await vi.waitFor(() => expect(emailsOf(sink.received.slice(before))).toEqual(bothEmailsOf([firstId, secondId])), { timeout: 10_000, interval: 50 });
      await api.close();
      apis.splice(apis.indexOf(api), 1);
    });

    it('without SMTP settings notification is off: no outbox row, and health says so', async () => {
      const api = await startApi(target.config, { mail: null });
      apis.push(api);
      const before = Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM mail_outbox'))[0].n);
      await post(api, visitor);
      expect(Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM mail_outbox'))[0].n)).toBe(before);
      expect((await getJson<HealthBody>(api.url('/api/health'))).body).toEqual({ status: 'ok', notification: 'off' });
    });
  });
}
