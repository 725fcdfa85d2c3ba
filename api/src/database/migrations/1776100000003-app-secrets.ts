import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { ColumnKit } from '../column-kit.js';
import { binaryText } from './1776100000000-sign-in-throttle.js';

/**
 * Keys the API makes for itself, once, and every instance then reads (the contact form's token signature, the staff
 * browsers' device cookies): several instances agree on them with no operator setting. Deleting a row makes a new
 * key at the next start of an instance (everything signed with the old one stops being valid).
 */
export class AppSecrets1776100000003 implements MigrationInterface {
  name = 'AppSecrets1776100000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new ColumnKit(queryRunner);
    await queryRunner.createTable(
      new Table({ name: 'app_secrets', columns: [{ ...binaryText(c, 'name', 64), isPrimary: true }, binaryText(c, 'value', 128), c.createdAt()] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('app_secrets');
  }
}
