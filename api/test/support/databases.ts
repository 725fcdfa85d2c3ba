import type { DatabaseConfig } from '../../src/config/app-config.js';
import { createTestDatabase, mariadbAvailable } from './mariadb.js';
import { createTestSqlite } from './sqlite.js';

export interface DatabaseTarget {
  config: DatabaseConfig;
  cleanup(): Promise<void>;
}

export interface DatabaseKind {
  label: 'SQLite' | 'MariaDB';
  enabled: boolean;
  create(): Promise<DatabaseTarget>;
}

// Throws under CI=true when MariaDB is unreachable, failing every file that imports this.
const hasMariadb = await mariadbAvailable();

/** Both databases every integration suite runs against: a fresh SQLite file and a fresh MariaDB database. */
export const DATABASES: DatabaseKind[] = [
  {
    label: 'SQLite',
    enabled: true,
    create: async () => {
      const sqlite = createTestSqlite();
      return { config: sqlite.config, cleanup: async () => sqlite.remove() };
    },
  },
  {
    label: 'MariaDB',
    enabled: hasMariadb,
    create: async () => {
      const db = await createTestDatabase();
      return { config: db.config(), cleanup: () => db.drop() };
    },
  },
];
