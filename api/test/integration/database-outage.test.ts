import type { ContactMessageCreated } from '@azmar/contract/content/contact-message';
import { CONTENT_DATES_PATH } from '@azmar/contract/content/content-dates';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, MARIADB_SERVER, mariadbAvailable, type TestDatabase } from '../support/mariadb.js';
import { getJson, postJson, type RunningApi, startApi, TEST_ADMIN_TOKEN } from '../support/start-api.js';
import { TcpProxy } from '../support/tcp-proxy.js';

const hasMariadb = await mariadbAvailable();
const message = { name: 'Soran Ahmed', email: 'soran@example.com', message: 'Is the paver block line running this week?' };

// The outage is played on MariaDB only: a TCP proxy in front of it is closed and reopened. SQLite
// is an in-process file with no server to lose, so it has no equivalent failure to recover from.
describe.skipIf(!hasMariadb)('database outage and recovery (MariaDB behind a TCP proxy)', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let api: RunningApi;

  /** Counted over a direct connection, not through the proxy or the API. */
  async function savedRows(): Promise<number> {
    const connection = await mysql.createConnection({ ...MARIADB_SERVER, user: 'root', database: db.name });
    try {
      const [rows] = await connection.query('SELECT COUNT(*) AS n FROM contact_messages');
      return Number((rows as { n: number }[])[0]!.n);
    } finally {
      await connection.end();
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    proxy = new TcpProxy(MARIADB_SERVER.host, MARIADB_SERVER.port);
    await proxy.start();
    api = await startApi(db.config({ host: '127.0.0.1', port: proxy.port }), { contentRefreshMs: 200 });
  });

  afterAll(async () => {
    await api?.close();
    await proxy?.stop();
    await db?.drop();
  });

  it('answers 503 for readiness and contact while the database is down, serves the last good lists, and recovers alone', async () => {
    expect((await getJson(api.url('/api/health/ready'))).status).toBe(200);
    const products = await getJson<unknown[]>(api.url('/api/products'));
    expect(products.status).toBe(200);
    const dates = await getJson(api.url(CONTENT_DATES_PATH));
    expect(dates.status).toBe(200);
    expect((await postJson(api.url('/api/contact'), message)).status).toBe(201);
    const rowsBefore = await savedRows();

    await proxy.stop();

    const ready = await getJson(api.url('/api/health/ready'));
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String) });

    for (let i = 0; i < 3; i += 1) {
      const failed = await postJson(api.url('/api/contact'), message);
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String) });
    }
    const admin = await getJson(api.url('/api/contact'), { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(admin.status).toBe(503);

    // Let the background refresh fail at least once: the last good copy must survive it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cached = await getJson<unknown[]>(api.url('/api/products'));
    expect(cached.status).toBe(200);
    expect(cached.body).toEqual(products.body);
    expect(cached.headers.get('etag')).toBe(products.headers.get('etag'));
    // The content dates (and so the sitemap's <lastmod>) keep their last good answer too.
    expect(await getJson(api.url(CONTENT_DATES_PATH))).toMatchObject({ status: 200, body: dates.body });

    expect(await savedRows()).toBe(rowsBefore);

    await proxy.start();

    await vi.waitFor(async () => expect((await getJson(api.url('/api/health/ready'))).status).toBe(200), { timeout: 15_000, interval: 200 });
    const saved = await postJson(api.url('/api/contact'), message);
    expect(saved.status).toBe(201);
    expect(await savedRows()).toBe(rowsBefore + 1);
    const list = await getJson<{ id: number }[]>(api.url('/api/contact'), { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(list.body[0]!.id).toBe((saved.body as ContactMessageCreated).id);
  });

  it('answers 503 for a list never read while the database is down, and reads it once the database is back', async () => {
    // Another instance, whose lists have never been read (nothing reads them at start).
    const fresh = await startApi(db.config({ host: '127.0.0.1', port: proxy.port }), { contentRefreshMs: 60_000 });
    try {
      await proxy.stop();
      const failed = await getJson(fresh.url('/api/services'));
      expect(failed).toMatchObject({ status: 503, body: { statusCode: 503, error: 'Service Unavailable' } });
      await proxy.start();
      // No failure is kept for the interval: the next request after the database is back reads the list.
      await vi.waitFor(async () => expect((await getJson(fresh.url('/api/services'))).status).toBe(200), { timeout: 15_000, interval: 200 });
    } finally {
      await fresh.close();
    }
  });
});
