import type { ContactMessage, ContactMessageCreated } from '@azmar/contract/content/contact-message';
import { describe, expect, it } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { getJson, postJson, startApi, TEST_ADMIN_TOKEN } from '../support/start-api.js';
import { useApi, useDatabase } from '../support/suite-hooks.js';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const valid = {
  name: 'Soran Ahmed',
  email: 'soran@example.com',
  phone: '+964 770 123 4567',
  message: 'I would like a quote for paver blocks.',
  language: 'ku',
};

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`POST and GET /api/contact on ${database.label}`, () => {
    const api = useApi(database);
    const rowCount = async () => Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages'))[0].n);
    const post = (body: unknown, headers?: Record<string, string>) => postJson(api.url('/api/contact'), body, headers);

    it('answers 201 with id and createdAt once the row is saved, trimmed', async () => {
      const before = await rowCount();
      const { status, body } = await post({ ...valid, name: '  Soran Ahmed  ', email: ' soran@example.com ' });
      expect(status).toBe(201);
      const created = body as ContactMessageCreated;
      expect(created).toEqual({ id: expect.any(Number), createdAt: expect.stringMatching(ISO_UTC) });
      expect(await rowCount()).toBe(before + 1);
      const [row] = await api.dataSource.query('SELECT name, email, phone, message, language FROM contact_messages WHERE id = ?', [created.id]);
      expect(row).toEqual({ name: 'Soran Ahmed', email: 'soran@example.com', phone: '+964 770 123 4567', message: valid.message, language: 'ku' });
    });

    it('defaults language to en and stores a missing or blank phone as null', async () => {
      const { status, body } = await post({ name: 'Dara', email: 'dara@example.com', message: 'Please call me about poultry lines.', phone: '   ' });
      expect(status).toBe(201);
      const [row] = await api.dataSource.query('SELECT phone, language FROM contact_messages WHERE id = ?', [(body as ContactMessageCreated).id]);
      expect(row).toEqual({ phone: null, language: 'en' });
    });

    it('keeps Kurdish text intact', async () => {
      const kurdish = { name: 'ئاراس', email: 'aras@example.com', message: 'سڵاو، دەمەوێت پەیوەندیتان پێوە بکەم.', language: 'ku' };
      const { status, body } = await post(kurdish);
      expect(status).toBe(201);
      const [row] = await api.dataSource.query('SELECT name, message FROM contact_messages WHERE id = ?', [(body as ContactMessageCreated).id]);
      expect(row).toEqual({ name: kurdish.name, message: kurdish.message });
    });

    it.each([
      ['name too short', { name: 'A' }, { name: 'Name must be at least 2 characters' }],
      ['name blank after trimming', { name: '     ' }, { name: 'Name must be at least 2 characters' }],
      ['name missing', { name: undefined }, { name: 'Name must be at least 2 characters' }],
      ['name not text', { name: 42 }, { name: 'Name must be text' }],
      ['name too long', { name: 'x'.repeat(101) }, { name: 'Name must be at most 100 characters' }],
      ['invalid email', { email: 'not-an-email' }, { email: 'Please enter a valid email address' }],
      ['email missing', { email: undefined }, { email: 'Please enter a valid email address' }],
      ['email too long', { email: `${'a'.repeat(250)}@example.com` }, { email: 'Email must be at most 254 characters' }],
      ['message too short', { message: 'Too short' }, { message: 'Message must be at least 10 characters' }],
      ['message short after trimming', { message: '   123456789   ' }, { message: 'Message must be at least 10 characters' }],
      ['message too long', { message: 'x'.repeat(5001) }, { message: 'Message must be at most 5000 characters' }],
      ['phone too long', { phone: '1'.repeat(33) }, { phone: 'Phone must be at most 32 characters' }],
      ['phone not text', { phone: 7701234567 }, { phone: 'Phone must be text' }],
      ['unsupported language', { language: 'fr' }, { language: 'Language must be en or ku' }],
      ['unknown field', { isAdmin: true }, { isAdmin: 'Unknown field' }],
    ])('400 with a message under the field: %s', async (_label, change, fields) => {
      const before = await rowCount();
      const { status, body } = await post({ ...valid, ...change });
      expect(status).toBe(400);
      expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', fields });
      expect(await rowCount()).toBe(before);
    });

    it('reports every invalid field at once, one message each', async () => {
      const { status, body } = await post({ name: 'A', email: 'nope', message: 'short', extra: 1 });
      expect(status).toBe(400);
      expect((body as { fields: unknown }).fields).toEqual({
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        message: 'Message must be at least 10 characters',
        extra: 'Unknown field',
      });
    });

    it.each([
      ['malformed JSON', '{"name": "Soran",', 400],
      ['a JSON array', '[1, 2]', 400],
      ['a JSON string', '"hello"', 400],
      ['JSON null', 'null', 400],
      ['an empty body', '', 400],
      ['a __proto__ key', '{"__proto__": {"isAdmin": true}, "name": "Soran"}', 400],
      ['a constructor.prototype key', '{"constructor": {"prototype": {"isAdmin": true}}}', 400],
    ])('400 in the error shape for %s', async (_label, raw, statusCode) => {
      const { status, body } = await post(raw);
      expect(status).toBe(statusCode);
      expect(body).toEqual({ statusCode, error: 'Bad Request', message: expect.any(String) });
    });

    it('413 for a body over the limit, 415 for a non-JSON content type or none', async () => {
      const big = await post({ ...valid, message: 'x'.repeat(api.config.bodyLimitBytes + 10) });
      expect(big).toMatchObject({ status: 413, body: { statusCode: 413, error: 'Payload Too Large' } });
      const contentTypes: Record<string, string>[] = [{ 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }, {}];
      for (const headers of contentTypes) {
        const response = await getJson(api.url('/api/contact'), { method: 'POST', headers, body: 'name=Soran' });
        expect(response).toMatchObject({ status: 415, body: { statusCode: 415, error: 'Unsupported Media Type' } });
      }
    });

    it('GET lists messages only with the admin token: 401 JSON otherwise, never cached', async () => {
      // Three: more wrong tokens from one address slow the next attempt down (admin-token.test.ts).
      for (const authorization of [undefined, `Basic ${TEST_ADMIN_TOKEN}`, TEST_ADMIN_TOKEN]) {
        const response = await getJson(api.url('/api/contact'), { headers: authorization ? { authorization } : {} });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
        expect(response.headers.get('www-authenticate')).toBe('Bearer');
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      const { status, body, headers } = await getJson<ContactMessage[]>(api.url('/api/contact'), { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(body.length).toBe(await rowCount());
      for (const message of body) {
        expect(message).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          email: expect.any(String),
          phone: message.phone === null ? null : expect.any(String),
          message: expect.any(String),
          language: expect.stringMatching(/^(en|ku)$/),
          createdAt: expect.stringMatching(ISO_UTC),
        });
      }
      expect(body.map((m) => m.id)).toEqual([...body.map((m) => m.id)].sort((a, b) => b - a));
      expect(body.find((m) => m.name === 'Soran Ahmed')).toMatchObject({ email: 'soran@example.com', language: 'ku' });
    });
  });
}

describe('contact endpoint limits (SQLite)', () => {
  const target = useDatabase(DATABASES[0]!);

  it('GET /api/contact is always 401 when no ADMIN_TOKEN is configured', async () => {
    const api = await startApi(target.config, { adminToken: null });
    try {
      for (const authorization of ['Bearer ', 'Bearer null', 'Bearer undefined', `Bearer ${TEST_ADMIN_TOKEN}`]) {
        const response = await getJson(api.url('/api/contact'), { headers: { authorization } });
        expect(response.status).toBe(401);
      }
    } finally {
      await api.close();
    }
  });

  it('rate-limits POST per client with a 429 JSON and Retry-After, leaving GET lists alone', async () => {
    const api = await startApi(target.config, { rateLimitMax: 3, rateLimitWindowMs: 60_000 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await postJson(api.url('/api/contact'), valid)).status);
      expect(statuses).toEqual([201, 201, 201]);
      const limited = await postJson(api.url('/api/contact'), valid);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/try again in \d+ seconds/) });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      for (let i = 0; i < 5; i += 1) expect((await fetch(api.url('/api/services'))).status).toBe(200);
    } finally {
      await api.close();
    }
  });
  it('behind a trusted proxy, limits each forwarded client IP separately', async () => {
    const api = await startApi(target.config, { rateLimitMax: 1, rateLimitWindowMs: 60_000, trustProxy: 'loopback' });
    try {
      const from = (ip: string) => postJson(api.url('/api/contact'), valid, { 'x-forwarded-for': ip });
      expect((await from('203.0.113.7')).status).toBe(201);
      expect((await from('203.0.113.7')).status).toBe(429);
      expect((await from('198.51.100.9')).status).toBe(201);
    } finally {
      await api.close();
    }
  });
});
