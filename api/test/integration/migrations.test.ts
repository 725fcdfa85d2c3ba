import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../../src/config/app-config.js';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { ServiceEntity } from '../../src/services/service.entity.js';
import { createTestDatabase, mariadbAvailable, type TestDatabase } from '../support/mariadb.js';
import { createTestSqlite, type TestSqlite } from '../support/sqlite.js';

const TRUST_TABLES = [
  'app_secrets',
  'audit_events',
  'contact_messages',
  'mail_outbox',
  'products',
  'projects',
  'services',
  'staff_sessions',
  'throttle_entries',
  'users',
];
const STUDIO_TABLES = ['content_drafts', 'content_versions', 'media', 'media_chunks', 'media_files', 'preview_tokens'];
const TABLES = [...TRUST_TABLES, ...STUDIO_TABLES].sort();
const INBOX_TABLES = ['contact_messages', 'mail_outbox', 'products', 'projects', 'services', 'staff_sessions', 'users'];
const FIRST_TABLES = ['contact_messages', 'products', 'projects', 'services', 'users'];
const CONTENT_TABLES = ['services', 'projects', 'products'];
const MIGRATION_NAMES = [
  'InitialSchema1732150000000',
  'ContentUpdatedAt1764000000000',
  'ContactHandling1772000000000',
  'MailOutbox1772000000001',
  'StaffSessions1772000000002',
  'SignInThrottle1776100000000',
  'ContactSpamAndContext1776100000001',
  'AuditEvents1776100000002',
  'AppSecrets1776100000003',
  'StaffStudio1780000000000',
];
/** Migrations after ContentUpdatedAt: undone first to reach the schema it worked on. */
const LATER_MIGRATIONS = 8;
/** The migrations of the trusted messages (sign-in limits, spam, audit, keys). */
const TRUST_MIGRATIONS = 4;
const INBOX_CONTACT_COLUMNS = ['createdAt', 'email', 'handledAt', 'handledBy', 'id', 'language', 'message', 'name', 'phone', 'submissionId'];
const hasMariadb = await mariadbAvailable();

async function tableNames(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  try {
    const tables = await runner.getTables(TABLES);
    return tables.map((t) => t.name.split('.').pop() ?? t.name).sort();
  } finally {
    await runner.release();
  }
}

async function contactColumns(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  try {
    const table = await runner.getTable('contact_messages');
    return (table?.columns ?? []).map((c) => c.name).sort();
  } finally {
    await runner.release();
  }
}

async function undo(dataSource: DataSource, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await dataSource.undoLastMigration({ transaction: 'each' });
}

/** Whether each content table has its updatedAt column. */
async function hasUpdatedAt(dataSource: DataSource): Promise<boolean[]> {
  const runner = dataSource.createQueryRunner();
  try {
    const tables = await runner.getTables(CONTENT_TABLES);
    return CONTENT_TABLES.map((name) => Boolean(tables.find((t) => t.name.split('.').pop() === name)?.findColumnByName('updatedAt')));
  } finally {
    await runner.release();
  }
}

function migrationSuite(label: string, setup: () => Promise<{ config: DatabaseConfig; cleanup: () => Promise<void> }>) {
  describe(`migrations on ${label}`, () => {
    let dataSource: DataSource;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const target = await setup();
      cleanup = target.cleanup;
      dataSource = await new DataSource(dataSourceOptions(target.config)).initialize();
    });

    afterAll(async () => {
      await dataSource?.destroy();
      await cleanup?.();
    });

    it('runs up, down and up again', async () => {
      const first = await dataSource.runMigrations({ transaction: 'each' });
      expect(first.map((m) => m.name)).toEqual(MIGRATION_NAMES);
      expect(await tableNames(dataSource)).toEqual(TABLES);
      expect(await hasUpdatedAt(dataSource)).toEqual([true, true, true]);

      expect(await contactColumns(dataSource)).toEqual(
        [...INBOX_CONTACT_COLUMNS, 'spam', 'spamReason', 'fingerprint', 'formTokenId', 'page', 'aboutKind', 'aboutId'].sort(),
      );

      await undo(dataSource, 1);
      expect(await tableNames(dataSource)).toEqual(TRUST_TABLES);
      await undo(dataSource, TRUST_MIGRATIONS);
      expect(await tableNames(dataSource)).toEqual(INBOX_TABLES);
      expect(await contactColumns(dataSource)).toEqual(INBOX_CONTACT_COLUMNS);
      await undo(dataSource, 2);
      expect(await tableNames(dataSource)).toEqual(FIRST_TABLES);
      await undo(dataSource, 1);
      expect(await contactColumns(dataSource)).toEqual(['createdAt', 'email', 'id', 'language', 'message', 'name', 'phone']);
      await undo(dataSource, 1);
      expect(await hasUpdatedAt(dataSource)).toEqual([false, false, false]);
      await undo(dataSource, 1);
      expect(await tableNames(dataSource)).toEqual([]);

      const again = await dataSource.runMigrations({ transaction: 'each' });
      expect(again).toHaveLength(MIGRATION_NAMES.length);
      expect(await tableNames(dataSource)).toEqual(TABLES);
      expect(await dataSource.showMigrations()).toBe(false);
    });

    it('gives rows that exist before the updatedAt migration its own time, keeping every row', async () => {
      await undo(dataSource, LATER_MIGRATIONS + 1);
      await dataSource.query(
        "INSERT INTO services (id, sector, titleEn, titleKu, descriptionEn, descriptionKu, image, icon, features, featuresKu) VALUES (7, 'mechanical', 'Old', 'کۆن', 'c', 'd', '/x.jpg', 'cogs', '[]', '[]')",
      );
      const from = Date.now();
      await dataSource.runMigrations({ transaction: 'each' });
      const [row] = await dataSource.getRepository(ServiceEntity).find({ where: { id: 7 } });
      expect(row).toMatchObject({ titleKu: 'کۆن', isActive: true });
      // To the millisecond on both databases; the migration's clock is this process's, in UTC.
      expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(from);
      expect(row!.updatedAt.getTime()).toBeLessThanOrEqual(Date.now());
      await dataSource.query('DELETE FROM services WHERE id = 7');
    });

    it('gives columns their defaults and keeps Kurdish text intact', async () => {
      await dataSource.query("INSERT INTO contact_messages (name, email, message) VALUES ('ئەزمەڕ 😀', 'a@example.com', 'Hello there, team')");
      const [row] = await dataSource.query('SELECT name, language, createdAt FROM contact_messages');
      expect(row.name).toBe('ئەزمەڕ 😀');
      expect(row.language).toBe('en');
      expect(row.createdAt).toBeTruthy();
      await dataSource.query(
        "INSERT INTO services (id, sector, titleEn, titleKu, descriptionEn, descriptionKu, image, icon, features, featuresKu) VALUES (1, 'construction', 'a', 'b', 'c', 'd', '/x.jpg', 'hard-hat', '[]', '[]')",
      );
      const [service] = await dataSource.query('SELECT isActive FROM services WHERE id = 1');
      expect(Number(service.isActive)).toBe(1);
    });

    it('keeps contact messages through the handling migration, which allows many messages without a submissionId but one per id', async () => {
      await undo(dataSource, LATER_MIGRATIONS);
      await dataSource.query("INSERT INTO contact_messages (name, email, message) VALUES ('Kept', 'k@example.com', 'Written before the inbox')");
      await dataSource.runMigrations({ transaction: 'each' });
      const [kept] = await dataSource.query("SELECT name, submissionId, handledAt FROM contact_messages WHERE name = 'Kept'");
      expect(kept).toEqual({ name: 'Kept', submissionId: null, handledAt: null });
      await dataSource.query("INSERT INTO contact_messages (name, email, message) VALUES ('No id', 'n@example.com', 'Second without an id')");
      const id = '0b5c2d4e-8f1a-4c3b-9d2e-7a6f5e4d3c2b';
      await dataSource.query("INSERT INTO contact_messages (name, email, message, submissionId) VALUES ('One', 'o@example.com', 'With an id', ?)", [id]);
      await expect(
        dataSource.query("INSERT INTO contact_messages (name, email, message, submissionId) VALUES ('Two', 't@example.com', 'Same id', ?)", [id]),
      ).rejects.toThrow();
    });

    it("deletes a message's outbox row with the message, and a user's sessions with the user", async () => {
      const [{ id }] = await dataSource.query("SELECT id FROM contact_messages WHERE name = 'Kept'");
      await dataSource.query("INSERT INTO mail_outbox (contactMessageId, mailMessageId, dueAt) VALUES (?, '<x@y>', '2026-01-01 00:00:00.000')", [id]);
      await dataSource.query("INSERT INTO users (id, username, password) VALUES ('u9', 'gone', 'scrypt$x')");
      await dataSource.query("INSERT INTO staff_sessions (id, userId, csrfToken, expiresAt) VALUES ('s9', 'u9', 'c', '2099-01-01 00:00:00.000')");
      await dataSource.query('DELETE FROM contact_messages WHERE id = ?', [id]);
      await dataSource.query("DELETE FROM users WHERE id = 'u9'");
      expect(Number((await dataSource.query('SELECT COUNT(*) AS n FROM mail_outbox WHERE contactMessageId = ?', [id]))[0].n)).toBe(0);
      expect(Number((await dataSource.query("SELECT COUNT(*) AS n FROM staff_sessions WHERE id = 's9'"))[0].n)).toBe(0);
    });

    it('rejects a second user with the same username', async () => {
      await dataSource.query("INSERT INTO users (id, username, password) VALUES ('u1', 'admin', 'scrypt$x')");
      await expect(dataSource.query("INSERT INTO users (id, username, password) VALUES ('u2', 'admin', 'scrypt$y')")).rejects.toThrow();
    });

    it('compares usernames byte for byte: no look-alike, case or width finds an account (F1)', async () => {
      await dataSource.query("INSERT INTO users (id, username, password) VALUES ('u3', 'dara', 'scrypt$x')");
      // (utf8mb4_bin, the binary collation MySQL 8 and MariaDB share, still pads: `dara ` would match; no canonical name ends in a space.)
      for (const lookAlike of ['DARA', 'Dara', 'dára', 'ｄａｒａ', 'da\u200bra']) {
        expect(await dataSource.query('SELECT id FROM users WHERE username = ?', [lookAlike]), JSON.stringify(lookAlike)).toEqual([]);
      }
      expect(await dataSource.query("SELECT id FROM users WHERE username = 'dara'")).toEqual([{ id: 'u3' }]);
    });

    it('makes every account that exists before the studio migration an active administrator, and orders content by its id', async () => {
      await undo(dataSource, 1);
      await dataSource.query("INSERT INTO users (id, username, password) VALUES ('u9', 'first', 'scrypt$x')");
      await dataSource.query(
        "INSERT INTO products (id, titleEn, titleKu, descriptionEn, descriptionKu, image, category, specifications, specificationsKu) VALUES (12, 'P', 'پ', 'd', 'د', '/x.jpg', 'electronics', '[]', '[]')",
      );
      await dataSource.runMigrations({ transaction: 'each' });
      const [user] = await dataSource.query("SELECT roles, isActive FROM users WHERE id = 'u9'");
      expect({ roles: user.roles, isActive: Number(user.isActive) }).toEqual({ roles: 'administrator', isActive: 1 });
      expect(await dataSource.query('SELECT position FROM products WHERE id = 12')).toEqual([{ position: 12 }]);
      await dataSource.query("DELETE FROM users WHERE id = 'u9'");
      await dataSource.query('DELETE FROM products WHERE id = 12');
    });

    it('keeps a waiting notification through the outbox kind migration, and allows one email of each kind per message', async () => {
      await undo(dataSource, TRUST_MIGRATIONS + 1);
      await dataSource.query("INSERT INTO contact_messages (name, email, message) VALUES ('Waiting', 'w@example.com', 'Its email is not sent yet')");
      const [{ id }] = await dataSource.query("SELECT id FROM contact_messages WHERE name = 'Waiting'");
      await dataSource.query("INSERT INTO mail_outbox (contactMessageId, mailMessageId, dueAt) VALUES (?, '<w@y>', '2026-01-01 00:00:00.000')", [id]);
      await dataSource.runMigrations({ transaction: 'each' });
      expect(await dataSource.query('SELECT kind, mailMessageId FROM mail_outbox WHERE contactMessageId = ?', [id])).toEqual([
        { kind: 'staff', mailMessageId: '<w@y>' },
      ]);
      await dataSource.query(
        "INSERT INTO mail_outbox (contactMessageId, kind, mailMessageId, dueAt) VALUES (?, 'visitor', '<v@y>', '2026-01-01 00:00:00.000')",
        [id],
      );
      await expect(
        dataSource.query("INSERT INTO mail_outbox (contactMessageId, kind, mailMessageId, dueAt) VALUES (?, 'visitor', '<v2@y>', '2026-01-01 00:00:00.000')", [
          id,
        ]),
      ).rejects.toThrow();
      const [row] = await dataSource.query("SELECT spam, spamReason, page, aboutKind, aboutId FROM contact_messages WHERE name = 'Waiting'");
      expect({ ...row, spam: Number(row.spam) }).toEqual({ spam: 0, spamReason: null, page: null, aboutKind: null, aboutId: null });
    });
  });
}

migrationSuite('SQLite', async () => {
  const sqlite: TestSqlite = createTestSqlite();
  return { config: sqlite.config, cleanup: async () => sqlite.remove() };
});

describe.skipIf(!hasMariadb)('MariaDB', () => {
  migrationSuite('MariaDB', async () => {
    const db: TestDatabase = await createTestDatabase();
    return { config: db.config(), cleanup: () => db.drop() };
  });
});
