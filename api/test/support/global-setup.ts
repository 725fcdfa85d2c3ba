import mysql from 'mysql2/promise';
import { MARIADB_SERVER } from './mariadb.js';

const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Drops test databases an earlier, interrupted run left behind (each suite drops its own; a
 * killed run cannot). Only names older than an hour, so a concurrent run keeps its databases.
 */
export default async function dropStaleTestDatabases(): Promise<void> {
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection({
      ...MARIADB_SERVER,
      user: process.env.TEST_MARIADB_USER ?? 'root',
      password: process.env.TEST_MARIADB_PASSWORD ?? '',
      connectTimeout: 2000,
    });
  } catch {
    return; // The suites themselves report an unreachable MariaDB (and fail under CI).
  }
  try {
    const [rows] = await connection.query("SHOW DATABASES LIKE 'azmar\\_test\\_%'");
    for (const row of rows as Record<string, string>[]) {
      const name = Object.values(row)[0]!;
      const createdAt = parseInt(name.split('_')[2] ?? '', 36);
      if (Number.isFinite(createdAt) && Date.now() - createdAt > STALE_AFTER_MS) {
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      }
    }
  } finally {
    await connection.end();
  }
}
