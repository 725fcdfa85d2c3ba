import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../../src/config/app-config.js';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { createTestDatabase, mariadbAvailable, type TestDatabase } from '../support/mariadb.js';
import { createTestSqlite, type TestSqlite } from '../support/sqlite.js';

const TABLES = ['contact_messages', 'products', 'projects', 'services', 'users'];
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
      expect(first.map((m) => m.name)).toEqual(['InitialSchema1732150000000']);
      expect(await tableNames(dataSource)).toEqual(TABLES);

      await dataSource.undoLastMigration({ transaction: 'each' });
      expect(await tableNames(dataSource)).toEqual([]);

      const again = await dataSource.runMigrations({ transaction: 'each' });
      expect(again).toHaveLength(1);
      expect(await tableNames(dataSource)).toEqual(TABLES);
      expect(await dataSource.showMigrations()).toBe(false);
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

    it('rejects a second user with the same username', async () => {
      await dataSource.query("INSERT INTO users (id, username, password) VALUES ('u1', 'admin', 'scrypt$x')");
      await expect(dataSource.query("INSERT INTO users (id, username, password) VALUES ('u2', 'admin', 'scrypt$y')")).rejects.toThrow();
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
