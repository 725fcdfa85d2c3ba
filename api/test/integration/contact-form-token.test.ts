import { FORM_TOKEN_BATCH_PATH, FORM_TOKEN_PATH, formTokenBatchUrl, type ContactFormToken } from '@azmar/contract/content/contact-form-state';
import { beforeAll, describe, expect, it } from 'vitest';
import { signFormToken } from '../../src/contact/form-token.js';
import { DATABASES } from '../support/databases.js';
import { createTestSqlite } from '../support/sqlite.js';
import { getJson, postJson, type RunningApi, startApi } from '../support/start-api.js';
import { useApi } from '../support/suite-hooks.js';

let count = 0;
/** A message of its own each time: the same address and text again would be a duplicate. */
const message = () => {
  count += 1;
  return { name: 'Soran Ahmed', email: `soran.${count}@example.com`, message: `I would like a quote for paver blocks, order ${count}.`, language: 'en' };
};
const INVALID = 'This form has expired or is not valid; please send it again';

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`the contact form's one-time token on ${database.label}`, () => {
    const api = useApi(database);
    const rows = async () => Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages'))[0].n);
    const newToken = async (on: RunningApi = api) => (await getJson<ContactFormToken>(on.url(FORM_TOKEN_PATH))).body.formToken;
    /** A token made `ageMs` ago, signed with the key the API keeps: what a form shown that long ago carries. */
    const tokenMadeAgo = async (ageMs: number) => {
      const [row] = await api.dataSource.query("SELECT value FROM app_secrets WHERE name = 'contact-form-token'");
      return signFormToken(Buffer.from(row.value, 'base64url'), Date.now() - ageMs);
    };

    beforeAll(async () => {
      await newToken();
    });

    it('GET /api/contact/form-token makes a signed token that is never cached, a new one each time', async () => {
      const first = await getJson<ContactFormToken>(api.url(FORM_TOKEN_PATH));
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(first.body.formToken).toMatch(/^v1\.[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/);
      expect(Date.parse(first.body.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
      expect(await newToken()).not.toBe(first.body.formToken);
    });

    it('GET /api/contact/form-tokens?count= makes that many, each one good once; a count out of range is refused', async () => {
      const batch = await getJson<ContactFormToken[]>(api.url(formTokenBatchUrl(3)));
      expect(batch.status).toBe(200);
      expect(batch.headers.get('cache-control')).toBe('no-store');
      expect(new Set(batch.body.map((token) => token.formToken)).size).toBe(3);
      const before = await rows();
      for (const { formToken } of batch.body) expect((await postJson(api.url('/api/contact'), { ...message(), formToken })).status).toBe(201);
      expect(await rows()).toBe(before + 3);
      const replay = await postJson(api.url('/api/contact'), { ...message(), formToken: batch.body[0]!.formToken });
      expect(replay.status).toBe(400);
      for (const count of ['0', '51', '', 'abc', '2.5', '-1', '1e1']) {
        const answer = await getJson<{ fields: Record<string, string> }>(api.url(formTokenBatchUrl(count)));
        expect(answer.status, count).toBe(400);
        expect(answer.body.fields.count).toBe('count must be a whole number from 1 to 50');
      }
      expect((await getJson(api.url(FORM_TOKEN_BATCH_PATH))).status).toBe(400);
    });

    it('F7: a made-up, tampered or expired token is refused on its field, and nothing is stored', async () => {
      const before = await rows();
      const real = await tokenMadeAgo(10_000);
      const [v, time, nonce, signature] = real.split('.');
      const forged = [
        '',
        'not-a-uuid',
        '0b5c2d4e-8f1a-4c3b-9d2e-7a6f5e4d3c2b',
        `${v}.${time}.${nonce}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
        `${v}.${(Date.now() - 5000).toString(36)}.${nonce}.${signature}`,
        await tokenMadeAgo(25 * 3_600_000),
        await tokenMadeAgo(-60_000),
      ];
      for (const formToken of forged) {
        const answer = await postJson(api.url('/api/contact'), { ...message(), formToken });
        expect(answer.status, formToken).toBe(400);
        expect(answer.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', fields: { formToken: INVALID } });
      }
      expect(await rows()).toBe(before);
    });

    it('F7: a replay stores nothing new: the same message answers like the first post; another message under it is refused', async () => {
      const formToken = await tokenMadeAgo(10_000);
      const body = { ...message(), formToken };
      const first = await postJson(api.url('/api/contact'), body);
      expect(first.status).toBe(201);
      const before = await rows();
      const replay = await postJson(api.url('/api/contact'), body);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      // Another submission id too: the token alone names the form that was sent.
      const again = await postJson(api.url('/api/contact'), { ...body, submissionId: '0b5c2d4e-8f1a-4c3b-9d2e-7a6f5e4d3c2b' });
      expect(again).toMatchObject({ status: 200, body: first.body });
      const other = await postJson(api.url('/api/contact'), { ...message(), formToken });
      expect(other).toMatchObject({ status: 400, body: { fields: { formToken: 'This form was already sent with another message; please send it again' } } });
      expect(await rows()).toBe(before);
    });

    it('two instances on one database accept each other’s tokens (one key, made once and kept in the database); another database’s are refused', async () => {
      const twin = await startApi(api.config.database);
      const otherDatabase = createTestSqlite();
      const elsewhere = await startApi(otherDatabase.config);
      try {
        const fromTwin = await newToken(twin);
        expect((await postJson(api.url('/api/contact'), { ...message(), formToken: fromTwin })).status).toBe(201);
        expect(Number((await api.dataSource.query("SELECT COUNT(*) AS n FROM app_secrets WHERE name = 'contact-form-token'"))[0].n)).toBe(1);
        const foreign = await newToken(elsewhere);
        expect((await postJson(api.url('/api/contact'), { ...message(), formToken: foreign })).body).toMatchObject({ fields: { formToken: INVALID } });
      } finally {
        await twin.close();
        await elsewhere.close();
        otherDatabase.remove();
      }
    });

    it('the token gives the minimum fill time: a form sent sooner than CONTACT_MIN_FILL_SECONDS after it was made goes to the spam folder', async () => {
      const fast = await postJson(api.url('/api/contact'), { ...message(), formToken: await newToken() });
      const slow = await postJson(api.url('/api/contact'), { ...message(), formToken: await tokenMadeAgo(3500) });
      // The visitor is thanked the same either way.
      expect(fast.status).toBe(201);
      expect(slow.status).toBe(201);
      const stored = await api.dataSource.query('SELECT id, spam, spamReason FROM contact_messages WHERE id IN (?, ?) ORDER BY id', [
        (fast.body as { id: number }).id,
        (slow.body as { id: number }).id,
      ]);
      expect(stored.map((r: { spam: unknown; spamReason: string | null }) => [Number(r.spam), r.spamReason])).toEqual([
        [1, 'tooFast'],
        [0, null],
      ]);
    });

    it('a client of the API that sends exactly name, email, phone, message and language, once, is no spam', async () => {
      const body = { ...message(), phone: '+964 770 123 4567' };
      const answer = await postJson(api.url('/api/contact'), body);
      expect(answer.status).toBe(201);
      const [row] = await api.dataSource.query('SELECT spam, spamReason FROM contact_messages WHERE id = ?', [(answer.body as { id: number }).id]);
      expect([Number(row.spam), row.spamReason]).toEqual([0, null]);
    });
  });
}
