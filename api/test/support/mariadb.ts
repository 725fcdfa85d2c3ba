import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import type { DatabaseConfig } from '../../src/config/app-config.js';

const HOST = process.env.TEST_MARIADB_HOST ?? '127.0.0.1';
const PORT = Number(process.env.TEST_MARIADB_PORT ?? 3306);
const USER = process.env.TEST_MARIADB_USER ?? 'root';
const PASSWORD = process.env.TEST_MARIADB_PASSWORD ?? '';

export const MARIADB_SERVER = { host: HOST, port: PORT };

async function adminConnection() {
  return mysql.createConnection({ host: HOST, port: PORT, user: USER, password: PASSWORD, connectTimeout: 2000 });
}

/**
 * Whether the MariaDB suites can run. Under CI they must: an unreachable server throws here, which
 * fails the suite loudly instead of letting it skip.
 */
export async function mariadbAvailable(): Promise<boolean> {
  try {
    const connection = await adminConnection();
    await connection.end();
    return true;
  } catch (error) {
    if (process.env.CI === 'true' || process.env.CI === '1') {
      throw new Error(`MariaDB at ${HOST}:${PORT} is unreachable and CI=true: the MariaDB suites must run in CI`, { cause: error });
    }
    console.warn(`MariaDB at ${HOST}:${PORT} unreachable: skipping MariaDB suites (they never skip under CI=true)`);
    return false;
  }
}

export interface TestDatabase {
  name: string;
  config(overrides?: { host?: string; port?: number }): DatabaseConfig;
  drop(): Promise<void>;
}

/** A fresh database with a random name; `drop()` removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `azmar_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const connection = await adminConnection();
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  return {
    name,
    config: (overrides = {}) => ({
      kind: 'mariadb',
      host: overrides.host ?? HOST,
      port: overrides.port ?? PORT,
      username: USER,
      password: PASSWORD,
      database: name,
      connectTimeoutMs: 1500,
      poolSize: 5,
    }),
    drop: async () => {
      const admin = await adminConnection();
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}
