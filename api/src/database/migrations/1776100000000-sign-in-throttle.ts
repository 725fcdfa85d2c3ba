import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { ColumnKit } from '../column-kit.js';

/**
 * Sign-in that no stranger can get round or lock: `users.username` compares byte for byte (MySQL's `utf8mb4_unicode_ci`
 * folded `dára` and `ｄａｒａ` into `dara`; the API now refuses every name that is not already in its one canonical
 * form, and the column must not match any other), and the failures of every throttled key (an account, a signed-in
 * browser, a client address, the admin token) live in the database, so every API instance counts the same ones.
 */
export class SignInThrottle1776100000000 implements MigrationInterface {
  name = 'SignInThrottle1776100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new ColumnKit(queryRunner);
    // SQLite compares text byte for byte (BINARY) unless told otherwise: only MySQL and MariaDB need the change.
    if (!c.isSqlite) await queryRunner.query('ALTER TABLE `users` MODIFY `username` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
    await queryRunner.createTable(
      new Table({
        name: 'throttle_entries',
        columns: [
          // Keys hold base64url and addresses, where case matters: compared byte for byte on every database.
          { ...binaryText(c, 'id', 160), isPrimary: true },
          c.integer('failures', 0),
          c.datetime('lastFailureAt'),
          c.datetime('nextAttemptAt', true),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const c = new ColumnKit(queryRunner);
    await queryRunner.dropTable('throttle_entries');
    if (!c.isSqlite) await queryRunner.query('ALTER TABLE `users` MODIFY `username` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL');
  }
}

/** A varchar compared byte for byte: SQLite's default, `utf8mb4_bin` on MySQL and MariaDB. */
export function binaryText(c: ColumnKit, name: string, length: number, nullable = false): TableColumnOptions {
  return c.isSqlite
    ? { name, type: 'varchar', length: String(length), isNullable: nullable }
    : { name, type: 'varchar', length: String(length), isNullable: nullable, charset: 'utf8mb4', collation: 'utf8mb4_bin' };
}
