import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_BATCH_PATH, FORM_TOKEN_PATH } from '@azmar/contract/content/contact-form-state';
import { DATABASES } from '../support/databases.js';
import { createTestDatabase, MARIADB_SERVER, mariadbAvailable } from '../support/mariadb.js';
import { getJson, postJson, startApi } from '../support/start-api.js';
import { useDatabase } from '../support/suite-hooks.js';
import { TcpProxy } from '../support/tcp-proxy.js';

const hasMariadb = await mariadbAvailable();
const message = { name: 'Soran Ahmed', email: 'private.person@example.com', message: 'A very private message about an order.' };

describe('operations (SQLite)', () => {
  const target = useDatabase(DATABASES[0]!);

  it('serves Swagger UI at /api/docs and an OpenAPI document generated from the controllers and DTOs', async () => {
    const api = await startApi(target.config, { docsEnabled: true });
    try {
      const ui = await fetch(api.url('/api/docs'));
      expect(ui.status).toBe(200);
      expect(ui.headers.get('content-type')).toContain('text/html');
      const { status, body } = await getJson<{
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, { properties: Record<string, unknown> }> };
      }>(api.url('/api/docs-json'));
      expect(status).toBe(200);
      expect(Object.keys(body.paths).sort()).toEqual([
        '/api/contact',
        FORM_TOKEN_PATH,
        FORM_TOKEN_BATCH_PATH,
        '/api/content/last-modified',
        '/api/health',
        '/api/health/ready',
        '/api/products',
        '/api/projects',
        '/api/services',
        '/api/staff/accounts',
        '/api/staff/accounts/{id}',
        '/api/staff/accounts/{id}/password',
        '/api/staff/audit',
        '/api/staff/content/{kind}',
        '/api/staff/content/{kind}/order',
        '/api/staff/content/{kind}/{id}',
        '/api/staff/content/{kind}/{id}/preview',
        '/api/staff/content/{kind}/{id}/publish',
        '/api/staff/content/{kind}/{id}/rollback',
        '/api/staff/content/{kind}/{id}/versions',
        '/api/staff/erasures',
        '/api/staff/media',
        '/api/staff/media/{id}',
        '/api/staff/messages',
        '/api/staff/messages/export',
        '/api/staff/messages/{id}',
        '/api/staff/password',
        '/api/staff/session',
        '/api/staff/sessions',
      ]);
      expect(Object.keys(body.paths['/api/staff/session']!).sort()).toEqual(['delete', 'get', 'post']);
      const { ContactMessageDto: contactDto, StaffMessageDto: staffDto } = body.components.schemas;
      expect(Object.keys(staffDto!.properties).sort()).toEqual(
        [...Object.keys(contactDto!.properties), 'handledAt', 'handledBy', 'folder', 'spamReason', 'page', 'about'].sort(),
      );
      expect(Object.keys(body.components.schemas.ContentDatesDto!.properties)).toEqual(['services', 'projects', 'products']);
      expect(Object.keys(body.paths['/api/contact']!).sort()).toEqual(['get', 'post']);
      expect(Object.keys(body.components.schemas.ApiErrorDto!.properties).sort()).toEqual(['error', 'fields', 'message', 'statusCode']);
      expect(Object.keys(body.components.schemas.CreateContactMessageDto!.properties).sort()).toEqual([
        'about',
        'email',
        'formToken',
        'language',
        'message',
        'name',
        'page',
        'phone',
        'submissionId',
        'website',
      ]);
      expect(Object.keys(body.components.schemas.ProductDto!.properties)).toHaveLength(15);
    } finally {
      await api.close();
    }
  });

  it('answers CORS only for allow-listed origins', async () => {
    const api = await startApi(target.config, { corsOrigins: ['https://azmar.example'] });
    try {
      const allowed = await fetch(api.url('/api/services'), { headers: { origin: 'https://azmar.example' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://azmar.example');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      // The compression's Vary: Accept-Encoding is added to CORS's Vary: Origin.
      const varied = await fetch(api.url('/api/services'), { headers: { origin: 'https://azmar.example', 'accept-encoding': 'gzip' } });
      expect(varied.headers.get('content-encoding')).toBe('gzip');
      expect(
        varied.headers
          .get('vary')
          ?.split(',')
          .map((name) => name.trim().toLowerCase())
          .sort(),
      ).toEqual(['accept-encoding', 'origin']);
      const preflight = await fetch(api.url('/api/contact'), {
        method: 'OPTIONS',
        headers: { origin: 'https://azmar.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      const denied = await fetch(api.url('/api/services'), { headers: { origin: 'https://evil.example' } });
      expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await api.close();
    }
  });

  it('sends the security headers on every kind of response', async () => {
    const api = await startApi(target.config);
    try {
      const responses = [
        await fetch(api.url('/api/products')),
        await fetch(api.url('/api/missing')),
        await fetch(api.url('/api/contact'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      ];
      for (const response of responses) {
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('strict-transport-security')).toContain('max-age=');
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      }
    } finally {
      await api.close();
    }
  });

  it('logs requests as JSON lines with method, path and status, never bodies, emails, tokens or staff searches (F14)', async () => {
    const lines: string[] = [];
    const api = await startApi(target.config, { logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
    try {
      expect((await postJson(api.url('/api/contact'), message)).status).toBe(201);
      expect((await fetch(api.url('/api/products'))).status).toBe(200);
      await getJson(api.url('/api/contact'), { headers: { authorization: 'Bearer secret-token-secret-token' } });
      await fetch(api.url('/api/staff/messages?q=searched-visitor-name&folder=inbox'));
    } finally {
      await api.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as { req?: { method: string; url: string }; res?: { statusCode: number } });
    const requests = entries.filter((e) => e.req && e.res).map((e) => `${e.req!.method} ${e.req!.url} ${e.res!.statusCode}`);
    expect(requests).toEqual(['POST /api/contact 201', 'GET /api/products 200', 'GET /api/contact 401', 'GET /api/staff/messages?q=…&folder=… 401']);
    const all = lines.join('\n');
    expect(all).not.toContain(message.email);
    expect(all).not.toContain('private message');
    expect(all).not.toContain('secret-token');
    expect(all).not.toContain('searched-visitor-name');
  });
});

describe.skipIf(!hasMariadb)('graceful shutdown (MariaDB behind a slow proxy)', () => {
  it('lets an in-flight POST finish and commit, then closes the pool and stops listening', async () => {
    const db = await createTestDatabase();
    const proxy = new TcpProxy(MARIADB_SERVER.host, MARIADB_SERVER.port);
    await proxy.start();
    try {
      const api = await startApi(db.config({ host: '127.0.0.1', port: proxy.port }));
      proxy.delayMs = 400;
      const inFlight = postJson(api.url('/api/contact'), message);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const closing = api.close();
      const response = await inFlight;
      await closing;
      expect(response.status).toBe(201);
      expect(api.dataSource.isInitialized).toBe(false);
      await expect(fetch(api.url('/api/health'))).rejects.toThrow();
      proxy.delayMs = 0;
      const check = await createTestDatabaseCount(db.name);
      expect(check).toBe(1);
    } finally {
      await proxy.stop();
      await db.drop();
    }
  });
});

async function createTestDatabaseCount(database: string): Promise<number> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection({ ...MARIADB_SERVER, user: 'root', database });
  try {
    const [rows] = await connection.query('SELECT COUNT(*) AS n FROM contact_messages');
    return Number((rows as { n: number }[])[0]!.n);
  } finally {
    await connection.end();
  }
}
