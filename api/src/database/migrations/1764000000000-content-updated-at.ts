import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const CONTENT_TABLES = ['services', 'projects', 'products'] as const;

/**
 * `updatedAt` on each content table: when the seed last wrote the row, which the sitemap's <lastmod> is read from.
 * Rows that exist already get the time of this migration (when they were written is not known; later is the safe
 * side: a crawler re-reads a page at worst once too often). QueryRunner API only, so it runs on MySQL 8, MariaDB
 * and SQLite (where TypeORM adds the column by rebuilding the table, since SQLite's ALTER TABLE refuses a
 * non-constant default).
 */
export class ContentUpdatedAt1764000000000 implements MigrationInterface {
  name = 'ContentUpdatedAt1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isSqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
    // Millisecond precision like contact_messages.createdAt; the default only covers rows written by hand.
    const column = isSqlite
      ? { name: 'updatedAt', type: 'datetime', isNullable: false, default: "(strftime('%Y-%m-%d %H:%M:%f', 'now'))" }
      : { name: 'updatedAt', type: 'datetime', precision: 3, isNullable: false, default: 'CURRENT_TIMESTAMP(3)' };
    // The migration's own clock, in UTC as the API reads and writes dates: the server's CURRENT_TIMESTAMP follows
    // its session time zone, which need not be UTC.
    const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
    for (const table of CONTENT_TABLES) {
      await queryRunner.addColumn(table, new TableColumn(column));
      await queryRunner.query(`UPDATE ${table} SET updatedAt = ?`, [now]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...CONTENT_TABLES].reverse()) await queryRunner.dropColumn(table, 'updatedAt');
  }
}
