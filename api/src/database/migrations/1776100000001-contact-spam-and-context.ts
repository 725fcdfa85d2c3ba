import { TableColumn, TableIndex, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';
import { ColumnKit } from '../column-kit.js';
import { binaryText } from './1776100000000-sign-in-throttle.js';

/**
 * What a message needs to be trusted and answered:
 * - `spam` and `spamReason`: the spam folder (a honeypot, a form sent too fast, too many links, the same text again);
 * - `fingerprint`: a digest of the address and the text, so a duplicate is found by an index;
 * - `formTokenId`: the one-time token of the form it was sent with (unique: a replay stores nothing new);
 * - `page`, `aboutKind`, `aboutId`: the page and the service, project or product the visitor wrote from.
 * The outbox gets `kind`: besides the staff notification, each message now has a confirmation to the visitor, so
 * one message has up to two rows, one of each kind.
 */
export class ContactSpamAndContext1776100000001 implements MigrationInterface {
  name = 'ContactSpamAndContext1776100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new ColumnKit(queryRunner);
    await queryRunner.addColumns('contact_messages', [
      new TableColumn({ name: 'spam', type: 'boolean', isNullable: false, default: c.isSqlite ? 0 : false }),
      new TableColumn(c.varchar('spamReason', 16, true)),
      new TableColumn(binaryText(c, 'fingerprint', 64, true)),
      new TableColumn(binaryText(c, 'formTokenId', 32, true)),
      new TableColumn(c.varchar('page', 16, true)),
      new TableColumn(c.varchar('aboutKind', 16, true)),
      new TableColumn({ name: 'aboutId', type: c.isSqlite ? 'integer' : 'int', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'contact_messages',
      new TableIndex({ name: 'UQ_contact_messages_formTokenId', columnNames: ['formTokenId'], isUnique: true }),
    );
    await queryRunner.createIndex('contact_messages', new TableIndex({ name: 'IDX_contact_messages_fingerprint', columnNames: ['fingerprint', 'createdAt'] }));
    await queryRunner.createIndex('contact_messages', new TableIndex({ name: 'IDX_contact_messages_spam_createdAt', columnNames: ['spam', 'createdAt'] }));

    await queryRunner.addColumn('mail_outbox', new TableColumn({ ...c.varchar('kind', 16), default: "'staff'" }));
    await swapOutboxUnique(queryRunner, c, ['contactMessageId', 'kind']);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const c = new ColumnKit(queryRunner);
    await queryRunner.query("DELETE FROM mail_outbox WHERE kind <> 'staff'");
    await swapOutboxUnique(queryRunner, c, ['contactMessageId']);
    await queryRunner.dropColumn('mail_outbox', 'kind');
    for (const index of ['IDX_contact_messages_spam_createdAt', 'IDX_contact_messages_fingerprint', 'UQ_contact_messages_formTokenId']) {
      await queryRunner.dropIndex('contact_messages', index);
    }
    for (const column of ['aboutId', 'aboutKind', 'page', 'formTokenId', 'fingerprint', 'spamReason', 'spam'])
      await queryRunner.dropColumn('contact_messages', column);
  }
}

const OUTBOX_UNIQUES: Record<string, string> = {
  contactMessageId: 'UQ_mail_outbox_contactMessageId',
  'contactMessageId,kind': 'UQ_mail_outbox_contactMessageId_kind',
};

/**
 * Replaces the outbox's one unique key by the other. MySQL and MariaDB keep it as a unique index, and the new one is
 * made first: the foreign key needs an index that starts with contactMessageId at every moment. SQLite keeps it as a
 * table constraint, which TypeORM changes by rebuilding the table.
 */
async function swapOutboxUnique(queryRunner: QueryRunner, c: ColumnKit, columnNames: string[]): Promise<void> {
  const name = OUTBOX_UNIQUES[columnNames.join(',')]!;
  const old = Object.values(OUTBOX_UNIQUES).find((n) => n !== name)!;
  if (c.isSqlite) {
    await queryRunner.createUniqueConstraint('mail_outbox', new TableUnique({ name, columnNames }));
    await queryRunner.dropUniqueConstraint('mail_outbox', old);
  } else {
    await queryRunner.createIndex('mail_outbox', new TableIndex({ name, columnNames, isUnique: true }));
    await queryRunner.dropIndex('mail_outbox', old);
  }
}
