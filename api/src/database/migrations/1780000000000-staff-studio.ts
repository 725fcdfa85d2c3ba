import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { ColumnKit } from '../column-kit.js';
import { binaryText } from './1776100000000-sign-in-throttle.js';

const CONTENT_TABLES = ['services', 'projects', 'products'] as const;

/**
 * The staff studio (issue 36). Accounts get roles and can be deactivated: every account that exists already was made
 * by the command line for the inbox's one staff member, so it becomes an administrator. The content tables keep what
 * visitors see (published), in a `position` order (the id order they had); drafts, the versions every publish makes
 * and preview tokens have their own tables. Uploads live in the database, cut in chunks of at most 1 MiB (MariaDB's
 * and MySQL's default max_allowed_packet is 16 MiB or less), so every instance serves the same files.
 */
export class StaffStudio1780000000000 implements MigrationInterface {
  name = 'StaffStudio1780000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new ColumnKit(queryRunner);
    await queryRunner.addColumn('users', new TableColumn({ ...c.varchar('roles', 200), default: "'administrator'" }));
    await queryRunner.addColumn('users', new TableColumn(c.isActive()));
    await queryRunner.addColumn('users', new TableColumn(c.datetime('createdAt', true)));
    for (const table of CONTENT_TABLES) {
      await queryRunner.addColumn(table, new TableColumn(c.integer('position', 0)));
      await queryRunner.query(`UPDATE ${table} SET position = id`);
    }
    await queryRunner.createTable(
      new Table({
        name: 'content_drafts',
        columns: [
          { ...c.varchar('kind', 16), isPrimary: true },
          { ...c.integer('itemId'), isPrimary: true },
          c.json('draft'),
          c.integer('version', 1),
          c.integer('position', 0),
          c.datetime('updatedAt'),
          c.varchar('updatedBy', 36, true),
          c.datetime('publishedAt', true),
          c.varchar('publishedBy', 36, true),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'content_versions',
        columns: [
          c.autoId(),
          c.varchar('kind', 16),
          c.integer('itemId'),
          c.integer('number'),
          c.varchar('action', 16),
          c.varchar('languages', 16),
          c.json('snapshot'),
          c.json('changes'),
          c.datetime('publishedAt'),
          c.varchar('publishedBy', 36, true),
          { ...c.integer('restoredVersion'), isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex(
      'content_versions',
      new TableIndex({ name: 'IDX_content_versions_item', columnNames: ['kind', 'itemId', 'number'], isUnique: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'preview_tokens',
        columns: [
          { ...binaryText(c, 'id', 64), isPrimary: true },
          c.varchar('kind', 16),
          c.integer('itemId'),
          c.varchar('createdBy', 36),
          c.datetime('expiresAt'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'media',
        columns: [
          { ...binaryText(c, 'id', 32), isPrimary: true },
          c.varchar('kind', 8),
          c.varchar('type', 32),
          c.varchar('path', 120),
          { ...c.integer('width'), isNullable: true },
          { ...c.integer('height'), isNullable: true },
          c.integer('bytes'),
          c.varchar('altEn', 300),
          c.varchar('altKu', 300),
          c.varchar('originalName', 255),
          c.datetime('createdAt'),
          c.varchar('createdBy', 36, true),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'media_files',
        columns: [
          c.autoId(),
          binaryText(c, 'mediaId', 32),
          binaryText(c, 'name', 40),
          c.varchar('type', 32),
          c.integer('bytes'),
          { ...c.integer('width'), isNullable: true },
          { ...c.integer('height'), isNullable: true },
          c.integer('chunks'),
        ],
      }),
    );
    await queryRunner.createIndex('media_files', new TableIndex({ name: 'IDX_media_files_name', columnNames: ['mediaId', 'name'], isUnique: true }));
    await queryRunner.createTable(
      new Table({
        name: 'media_chunks',
        columns: [
          { ...c.integer('fileId'), isPrimary: true },
          { ...c.integer('seq'), isPrimary: true },
          { name: 'data', type: c.isSqlite ? 'blob' : 'mediumblob', isNullable: false },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['media_chunks', 'media_files', 'media', 'preview_tokens', 'content_versions', 'content_drafts']) await queryRunner.dropTable(table);
    for (const table of [...CONTENT_TABLES].reverse()) await queryRunner.dropColumn(table, 'position');
    await queryRunner.dropColumn('users', 'createdAt');
    await queryRunner.dropColumn('users', 'isActive');
    await queryRunner.dropColumn('users', 'roles');
  }
}
