import type { ValueTransformer } from 'typeorm';

/**
 * Lists and objects are stored as JSON text: one column type that MySQL, MariaDB and SQLite all
 * read back the same way (MariaDB's JSON is only an alias of LONGTEXT anyway).
 */
export const jsonText: ValueTransformer = {
  to: (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value)),
  from: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? null)),
};
