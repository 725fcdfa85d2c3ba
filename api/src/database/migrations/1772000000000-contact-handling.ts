import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { ColumnKit } from '../column-kit.js';

/**
 * What the staff inbox and the double-submit guard need on `contact_messages`: the client's
 * `submissionId` (unique, so a repeated POST cannot store a second row even when two arrive at once;
 * NULLs do not collide on either database), and when and by whom a message was handled.
 */
export class ContactHandling1772000000000 implements MigrationInterface {
  name = 'ContactHandling1772000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new ColumnKit(queryRunner);
    await queryRunner.addColumns('contact_messages', [
      new TableColumn(c.varchar('submissionId', 36, true)),
      new TableColumn(c.datetime('handledAt', true)),
      new TableColumn(c.varchar('handledBy', 64, true)),
    ]);
    await queryRunner.createIndex(
      'contact_messages',
      new TableIndex({ name: 'UQ_contact_messages_submissionId', columnNames: ['submissionId'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('contact_messages', 'UQ_contact_messages_submissionId');
    for (const column of ['handledBy', 'handledAt', 'submissionId']) await queryRunner.dropColumn('contact_messages', column);
  }
}
