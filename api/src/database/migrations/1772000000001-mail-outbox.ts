import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { ColumnKit } from '../column-kit.js';

/**
 * One row per contact message to be emailed, written in the message's own transaction, so a stored
 * message always has its notification and a notification always has its message. `claimedBy` /
 * `claimedUntil` are the lease a worker takes with a conditional UPDATE before it sends; `sentAt`
 * ends the row's life; `mailMessageId` is the Message-ID every attempt reuses.
 */
export class MailOutbox1772000000001 implements MigrationInterface {
  name = 'MailOutbox1772000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new ColumnKit(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          c.autoId(),
          c.integer('contactMessageId'),
          c.varchar('mailMessageId', 255),
          c.integer('attempts', 0),
          c.datetime('dueAt'),
          c.varchar('claimedBy', 64, true),
          c.datetime('claimedUntil', true),
          c.datetime('sentAt', true),
          c.varchar('lastError', 500, true),
          c.createdAt(),
        ],
        uniques: [{ name: 'UQ_mail_outbox_contactMessageId', columnNames: ['contactMessageId'] }],
        foreignKeys: [
          {
            name: 'FK_mail_outbox_contactMessageId',
            columnNames: ['contactMessageId'],
            referencedTableName: 'contact_messages',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    // The worker's question: unsent rows that are due.
    await queryRunner.createIndex('mail_outbox', new TableIndex({ name: 'IDX_mail_outbox_sentAt_dueAt', columnNames: ['sentAt', 'dueAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_outbox');
  }
}
