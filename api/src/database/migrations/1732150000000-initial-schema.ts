import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { ColumnKit } from '../column-kit.js';

/**
 * The whole schema, written with the QueryRunner API only so one migration runs on MySQL 8,
 * MariaDB and SQLite. The few real differences (text sizes, utf8mb4, timestamp defaults) are
 * decided from the driver in `ColumnKit`.
 */
export class InitialSchema1732150000000 implements MigrationInterface {
  name = 'InitialSchema1732150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new ColumnKit(queryRunner);
    const bilingual = (name: string, kind: 'title' | 'text'): TableColumnOptions[] =>
      kind === 'title' ? [c.varchar(`${name}En`, 200), c.varchar(`${name}Ku`, 200)] : [c.text(`${name}En`), c.text(`${name}Ku`)];

    await queryRunner.createTable(
      new Table({
        name: 'services',
        columns: [
          c.id(),
          c.varchar('sector', 32),
          ...bilingual('title', 'title'),
          ...bilingual('description', 'text'),
          c.varchar('image', 500),
          c.varchar('icon', 32),
          c.json('features'),
          c.json('featuresKu'),
          c.varchar('video', 500, true),
          c.text('videoDescriptionEn', true),
          c.text('videoDescriptionKu', true),
          c.json('detailedFeaturesEn', true),
          c.json('detailedFeaturesKu', true),
          c.isActive(),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'projects',
        columns: [
          c.id(),
          ...bilingual('title', 'title'),
          ...bilingual('description', 'text'),
          c.varchar('image', 500),
          c.varchar('status', 16),
          c.varchar('sector', 64),
          c.varchar('partnership', 300, true),
          c.varchar('partnershipKu', 300, true),
          { name: 'completedAt', type: 'datetime', isNullable: true },
          c.json('gallery', true),
          c.json('statistics', true),
          c.json('interviews', true),
          c.isActive(),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'products',
        columns: [
          c.id(),
          ...bilingual('title', 'title'),
          ...bilingual('description', 'text'),
          c.varchar('image', 500),
          c.varchar('category', 32),
          c.json('specifications'),
          c.json('specificationsKu'),
          c.json('gallery', true),
          c.varchar('videoUrl', 500, true),
          c.text('videoCaption', true),
          c.text('videoCaptionKu', true),
          c.varchar('linkedinUrl', 500, true),
          c.isActive(),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          { name: 'id', type: c.isSqlite ? 'integer' : 'int', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          c.varchar('name', 100),
          c.varchar('email', 254),
          c.varchar('phone', 32, true),
          c.text('message'),
          { ...c.varchar('language', 2), default: "'en'" },
          c.createdAt(),
        ],
      }),
    );
    await queryRunner.createIndex('contact_messages', new TableIndex({ name: 'IDX_contact_messages_createdAt', columnNames: ['createdAt'] }));

    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true, isGenerated: true, generationStrategy: 'uuid' },
          c.varchar('username', 64),
          c.varchar('password', 255),
        ],
        uniques: [{ name: 'UQ_users_username', columnNames: ['username'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('users');
    await queryRunner.dropIndex('contact_messages', 'IDX_contact_messages_createdAt');
    await queryRunner.dropTable('contact_messages');
    await queryRunner.dropTable('products');
    await queryRunner.dropTable('projects');
    await queryRunner.dropTable('services');
  }
}
