import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../test/support/config-problems.js';
import { API_ROOT } from './api-root.js';
import { loadConfig } from './load-config.js';

describe('loadConfig', () => {
  it('defaults to port 3100 and an embedded SQLite file under api/data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3100);
    expect(config.database).toEqual({ kind: 'sqlite', path: path.join(API_ROOT, 'data', 'azmar.sqlite') });
    expect(config.migrationsRun).toBe(true);
    expect(config.seedOnStart).toBe('empty');
    expect(config.adminToken).toBeNull();
    expect(config.corsOrigins).toEqual([]);
    expect(config.contentDir).toBe(path.join(API_ROOT, 'content'));
  });

  it('reads a mysql:// or mariadb:// DATABASE_URL, decoding credentials', () => {
    const mysql = loadConfig({ DATABASE_URL: 'mysql://app:p%40ss@db.internal:3307/azmar' }).database;
    expect(mysql).toMatchObject({ kind: 'mysql', host: 'db.internal', port: 3307, username: 'app', password: 'p@ss', database: 'azmar' });
    const mariadb = loadConfig({ DATABASE_URL: 'mariadb://root@127.0.0.1/test' }).database;
    expect(mariadb).toMatchObject({ kind: 'mariadb', port: 3306, username: 'root', password: '', database: 'test' });
  });

  it('takes relative SQLITE_PATH and CONTENT_DIR from the api folder', () => {
    const config = loadConfig({ SQLITE_PATH: 'var/site.sqlite', CONTENT_DIR: '../elsewhere/content' });
    expect(config.database).toEqual({ kind: 'sqlite', path: path.join(API_ROOT, 'var', 'site.sqlite') });
    expect(config.contentDir).toBe(path.resolve(API_ROOT, '..', 'elsewhere', 'content'));
  });

  it('honours SQLITE_PATH, CORS_ORIGINS, ADMIN_TOKEN and the switches', () => {
    const config = loadConfig({
      SQLITE_PATH: '/tmp/x/site.sqlite',
      CORS_ORIGINS: 'https://azmar.example, http://localhost:3000',
      ADMIN_TOKEN: '9dd68ac50d5be9bf04e910e7a0f465dcfe59fb723d319d0f4e7840b085ccd67d',
      MIGRATIONS_RUN: 'false',
      SEED_ON_START: 'never',
      RATE_LIMIT_MAX: '3',
      RATE_LIMIT_WINDOW_MS: '1000',
      TRUST_PROXY: 'true',
    });
    expect(config.database).toEqual({ kind: 'sqlite', path: '/tmp/x/site.sqlite' });
    expect(config.corsOrigins).toEqual(['https://azmar.example', 'http://localhost:3000']);
    expect(config.adminToken).toBe('9dd68ac50d5be9bf04e910e7a0f465dcfe59fb723d319d0f4e7840b085ccd67d');
    expect(config).toMatchObject({ migrationsRun: false, seedOnStart: 'never', rateLimitMax: 3, rateLimitWindowMs: 1000, trustProxy: true });
  });

  it('reads TRUST_PROXY as a switch or a list of trusted proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback,10.0.0.0/8');
    expect(problemsOf({ TRUST_PROXY: 'everyone' })[0]).toMatch(/^TRUST_PROXY:/);
  });

  it('listens on every interface unless HOST names one, and refuses a HOST that is no address', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    for (const host of ['127.0.0.1', '::1', '::', 'localhost', 'api.internal']) expect(loadConfig({ HOST: host }).host).toBe(host);
    for (const host of ['http://localhost', '127.0.0.1:3100', 'local host']) expect(problemsOf({ HOST: host })[0]).toMatch(/^HOST: /);
  });

  it('limits JSON bodies to 32 levels and 1,000 keys unless told otherwise, within safe bounds', () => {
    expect(loadConfig({})).toMatchObject({ bodyMaxDepth: 32, bodyMaxKeys: 1000 });
    expect(loadConfig({ BODY_MAX_DEPTH: '8', BODY_MAX_KEYS: '50000' })).toMatchObject({ bodyMaxDepth: 8, bodyMaxKeys: 50_000 });
    expect(problemsOf({ BODY_MAX_DEPTH: '257', BODY_MAX_KEYS: '0' }).map((p) => p.split(':')[0])).toEqual(['BODY_MAX_DEPTH', 'BODY_MAX_KEYS']);
    expect(problemsOf({ BODY_MAX_DEPTH: 'deep' })[0]).toBe('BODY_MAX_DEPTH: "deep" is not a whole number between 1 and 256');
  });

  it('names every invalid variable at once', () => {
    const problems = problemsOf({
      PORT: '70000',
      DATABASE_URL: 'postgres://x@y/z',
      CORS_ORIGINS: 'https://ok.example,https://bad.example/path',
      ADMIN_TOKEN: 'short',
      RATE_LIMIT_MAX: '0',
      RATE_LIMIT_WINDOW_MS: 'soon',
      MIGRATIONS_RUN: 'maybe',
      SEED_ON_START: 'sometimes',
      LOG_LEVEL: 'loud',
    });
    const named = problems.map((p) => p.split(':')[0]);
    expect(named).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'CORS_ORIGINS',
        'ADMIN_TOKEN',
        'RATE_LIMIT_MAX',
        'RATE_LIMIT_WINDOW_MS',
        'MIGRATIONS_RUN',
        'SEED_ON_START',
        'LOG_LEVEL',
      ]),
    );
    expect(problems.find((p) => p.startsWith('CORS_ORIGINS'))).toContain('https://bad.example/path');
  });

  it('rejects a DATABASE_URL that is not a URL or names no database', () => {
    expect(problemsOf({ DATABASE_URL: 'not a url' })[0]).toMatch(/^DATABASE_URL: not a URL/);
    expect(problemsOf({ DATABASE_URL: 'mysql://root@localhost' })[0]).toMatch(/^DATABASE_URL: the path must name one database/);
  });

  it('gives each kind of bad value the message it always had', () => {
    expect(
      problemsOf({
        PORT: 'abc',
        DATABASE_URL: 'postgres://',
        MIGRATIONS_RUN: 'Maybe',
        SEED_ON_START: 'ALWAYS',
        CORS_ORIGINS: 'https://ok.example, https://bad.example/',
        ADMIN_TOKEN: 'short',
        TRUST_PROXY: 'loopback, everyone',
      }),
    ).toEqual([
      'PORT: "abc" is not a whole number between 0 and 65535',
      'DATABASE_URL: unsupported scheme "postgres"; use mysql:// or mariadb://',
      'DATABASE_URL: a host is required',
      'DATABASE_URL: the path must name one database, e.g. /azmar',
      'MIGRATIONS_RUN: "maybe" is not a boolean (true/false)',
      'SEED_ON_START: "ALWAYS" must be one of empty, always, never',
      'CORS_ORIGINS: "https://bad.example/" is not an origin like https://example.com (no path, no trailing slash)',
      'ADMIN_TOKEN: must be at least 32 characters; make one with `openssl rand -hex 32` (or unset ADMIN_TOKEN to disable GET /api/contact)',
      'TRUST_PROXY: "everyone" is not true/false, loopback, linklocal, uniquelocal or an IP/CIDR list',
    ]);
  });

  it('wants a long random ADMIN_TOKEN and says how to make one (F9)', () => {
    for (const token of [
      '9dd68ac50d5be9bf04e910e7a0f465dcfe59fb723d319d0f4e7840b085ccd67d',
      'q20RXzr5_JVWUCDhAVkXzXYzk-lk4kSrCSpGQt7wWSI',
      '6791d52f870ad96aa73a498ee11a85cf75dd',
    ]) {
      expect(loadConfig({ ADMIN_TOKEN: token }).adminToken).toBe(token);
    }
    const random = 'not random enough (a word, a pattern or repeated characters); make one with `openssl rand -hex 32`';
    expect(problemsOf({ ADMIN_TOKEN: 'sixteen-chars-ok' })[0]).toMatch(/^ADMIN_TOKEN: must be at least 32 characters; make one with `openssl rand -hex 32`/);
    for (const weak of ['a'.repeat(40), 'abc'.repeat(14), 'passwordpasswordpasswordpassword1', '11111111112222222222333333333344']) {
      expect(problemsOf({ ADMIN_TOKEN: weak })[0], weak).toContain(random);
    }
    expect(problemsOf({ ADMIN_TOKEN: `${'x1Y2'.repeat(8)} z` })[0]).toContain('only printable ASCII characters without spaces');
  });

  it('reads the sign-in delays, the session lifetimes and the contact form settings, and names a retired variable', () => {
    const config = loadConfig({
      STAFF_SESSION_MAX_HOURS: '8',
      STAFF_SIGNIN_DELAY_SECONDS: '2',
      STAFF_SIGNIN_MAX_DELAY_SECONDS: '60',
      CONTACT_RETENTION_DAYS: '365',
    });
    expect(config.staff).toMatchObject({ sessionIdleMs: 30 * 60_000, sessionMaxMs: 8 * 3_600_000, knownBrowserMs: 180 * 86_400_000 });
    expect(config.staff.accountDelays).toEqual({ freeFailures: 5, firstDelayMs: 2000, maxDelayMs: 60_000, forgetAfterMs: 24 * 3_600_000 });
    expect(config.staff.addressDelays.freeFailures).toBe(20);
    expect(loadConfig({}).staff.sessionMaxMs).toBe(12 * 3_600_000);
    expect(config.contact).toEqual({
      formTokenMs: 24 * 3_600_000,
      minFillMs: 3000,
      maxLinks: 3,
      duplicateWindowMs: 30 * 86_400_000,
      retentionMs: 365 * 86_400_000,
      retentionIntervalMs: 60 * 60_000,
    });
    expect(loadConfig({}).contact.retentionMs).toBeNull();
    expect(problemsOf({ STAFF_SIGNIN_LOCK_MINUTES: '15' })).toEqual([
      expect.stringMatching(/^STAFF_SIGNIN_LOCK_MINUTES: no longer used; see STAFF_SIGNIN_MAX_DELAY_SECONDS/),
    ]);
    expect(problemsOf({ STAFF_SIGNIN_DELAY_SECONDS: '30', STAFF_SIGNIN_MAX_DELAY_SECONDS: '10' })).toEqual([
      'STAFF_SIGNIN_MAX_DELAY_SECONDS: 10 is less than STAFF_SIGNIN_DELAY_SECONDS (30)',
    ]);
    expect(problemsOf({ MAIL_STAFF_LANGUAGE: 'fr' })).toEqual(['MAIL_STAFF_LANGUAGE: "fr" must be one of en, ku']);
  });

  it('takes a blank variable as unset and trims the others', () => {
    expect(loadConfig({ PORT: '  ', LOG_LEVEL: ' warn ', API_DOCS: ' OFF ' })).toMatchObject({ port: 3100, logLevel: 'warn', docsEnabled: false });
  });
});
