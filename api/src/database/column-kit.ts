import type { QueryRunner, TableColumnOptions } from 'typeorm';

/**
 * Column definitions that come out right on MySQL 8, MariaDB and SQLite alike, decided from the driver;
 * shared by the migrations (a migration's output must never change, so only add methods here).
 */
export class ColumnKit {
  readonly isSqlite: boolean;

  constructor(queryRunner: QueryRunner) {
    this.isSqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
  }

  /** Kurdish text needs 4-byte-safe utf8mb4 on MySQL/MariaDB whatever the server's default charset. */
  private charset(): Partial<TableColumnOptions> {
    return this.isSqlite ? {} : { charset: 'utf8mb4', collation: 'utf8mb4_unicode_ci' };
  }

  id(): TableColumnOptions {
    return { name: 'id', type: 'int', isPrimary: true };
  }

  varchar(name: string, length: number, nullable = false): TableColumnOptions {
    return { name, type: 'varchar', length: String(length), isNullable: nullable, ...this.charset() };
  }

  text(name: string, nullable = false): TableColumnOptions {
    return { name, type: 'text', isNullable: nullable, ...this.charset() };
  }

  json(name: string, nullable = false): TableColumnOptions {
    return { name, type: this.isSqlite ? 'text' : 'longtext', isNullable: nullable, ...this.charset() };
  }

  isActive(): TableColumnOptions {
    return { name: 'isActive', type: 'boolean', isNullable: false, default: this.isSqlite ? 1 : true };
  }

  createdAt(): TableColumnOptions {
    return this.isSqlite
      ? { name: 'createdAt', type: 'datetime', isNullable: false, default: "(strftime('%Y-%m-%d %H:%M:%f', 'now'))" }
      : { name: 'createdAt', type: 'datetime', precision: 3, isNullable: false, default: 'CURRENT_TIMESTAMP(3)' };
  }

  /** A millisecond-precision time the API writes itself (in UTC); `createdAt()` is the one with a default. */
  datetime(name: string, nullable = false): TableColumnOptions {
    return this.isSqlite ? { name, type: 'datetime', isNullable: nullable } : { name, type: 'datetime', precision: 3, isNullable: nullable };
  }

  integer(name: string, defaultValue?: number): TableColumnOptions {
    return { name, type: this.isSqlite ? 'integer' : 'int', isNullable: false, ...(defaultValue === undefined ? {} : { default: defaultValue }) };
  }

  autoId(): TableColumnOptions {
    return { name: 'id', type: this.isSqlite ? 'integer' : 'int', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
  }
}
