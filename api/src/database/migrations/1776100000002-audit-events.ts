import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { ColumnKit } from '../column-kit.js';

/**
 * The smallest audit log: who (a user id, or `system` for the API's own schedule) did what (`message.deleted`,
 * `messages.erased`…) to what (`message:42`), with details as JSON, and when. Generic on purpose: the staff studio's
 * roles and audit view build on it.
 */
export class AuditEvents1776100000002 implements MigrationInterface {
  name = 'AuditEvents1776100000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new ColumnKit(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'audit_events',
        columns: [c.autoId(), c.varchar('actor', 64), c.varchar('action', 64), c.varchar('subject', 128), c.json('details'), c.createdAt()],
      }),
    );
    await queryRunner.createIndex('audit_events', new TableIndex({ name: 'IDX_audit_events_createdAt', columnNames: ['createdAt'] }));
    await queryRunner.createIndex('audit_events', new TableIndex({ name: 'IDX_audit_events_action_createdAt', columnNames: ['action', 'createdAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_events');
  }
}
