import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { ColumnKit } from '../column-kit.js';

/**
 * Staff sign-in sessions. `id` is the SHA-256 of the cookie's token, so a copy of the table signs
 * nobody in; deleting a user deletes their sessions (the sign-in check also joins `users`).
 */
export class StaffSessions1772000000002 implements MigrationInterface {
  name = 'StaffSessions1772000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new ColumnKit(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'staff_sessions',
        columns: [
          { ...c.varchar('id', 64), isPrimary: true },
          // Declared exactly as users.id (no character set of its own): MySQL needs the same one on both sides of a foreign key.
          { name: 'userId', type: 'varchar', length: '36', isNullable: false },
          c.varchar('csrfToken', 64),
          c.createdAt(),
          c.datetime('expiresAt'),
        ],
        foreignKeys: [
          { name: 'FK_staff_sessions_userId', columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createIndex('staff_sessions', new TableIndex({ name: 'IDX_staff_sessions_expiresAt', columnNames: ['expiresAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('staff_sessions');
  }
}
