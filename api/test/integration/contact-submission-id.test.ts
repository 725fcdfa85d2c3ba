import type { ContactMessageCreated } from '@azmar/contract/content/contact-message';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { postJson } from '../support/start-api.js';
import { useApi } from '../support/suite-hooks.js';

const message = { name: 'Soran Ahmed', email: 'soran@example.com', message: 'I would like a quote for paver blocks.', language: 'ku' };

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`POST /api/contact with a submissionId on ${database.label}`, () => {
    const api = useApi(database);
    const rowsWith = async (submissionId: string) =>
      Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages WHERE submissionId = ?', [submissionId.toLowerCase()]))[0].n);
    const post = (body: unknown) => postJson(api.url('/api/contact'), body);

    it('stores the first POST (201) and answers a repeat with the same id and createdAt (200), storing nothing new', async () => {
      const submissionId = randomUUID();
      const first = await post({ ...message, submissionId });
      expect(first.status).toBe(201);
      const again = await post({ ...message, submissionId: submissionId.toUpperCase() });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await rowsWith(submissionId)).toBe(1);
    });

    it('stores one row when the same submission arrives several times at once', async () => {
      const submissionId = randomUUID();
      const answers = await Promise.all(Array.from({ length: 6 }, () => post({ ...message, submissionId })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => (a.body as ContactMessageCreated).id)).size).toBe(1);
      expect(await rowsWith(submissionId)).toBe(1);
    });

    it('refuses a used id with a different message (409, nothing stored), and a malformed id (400)', async () => {
      const submissionId = randomUUID();
      expect((await post({ ...message, submissionId })).status).toBe(201);
      const other = await post({ ...message, message: 'A different message under the same id.', submissionId });
      expect(other).toMatchObject({ status: 409, body: { statusCode: 409, error: 'Conflict', message: expect.stringContaining('submissionId') } });
      expect(await rowsWith(submissionId)).toBe(1);
      for (const bad of ['not-a-uuid', 42, '', `${randomUUID()}x`]) {
        const response = await post({ ...message, submissionId: bad });
        expect(response).toMatchObject({ status: 400, body: { message: 'Validation failed', fields: { submissionId: 'Submission id must be a UUID' } } });
      }
    });

    it('stores a message without a submissionId every time it is sent, as before', async () => {
      const before = Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages'))[0].n);
      expect((await post(message)).status).toBe(201);
      expect((await post(message)).status).toBe(201);
      expect(Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages'))[0].n)).toBe(before + 2);
    });
  });
}
