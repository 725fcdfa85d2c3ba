/** Whether a database error is a unique or primary key clash (MySQL/MariaDB ER_DUP_ENTRY, SQLite SQLITE_CONSTRAINT_*). */
export function isDuplicateKey(error: unknown): boolean {
  const { code, driverError } = (error ?? {}) as { code?: unknown; driverError?: { code?: unknown } };
  const codes = [code, driverError?.code].filter((c): c is string => typeof c === 'string');
  return codes.some((c) => c === 'ER_DUP_ENTRY' || c === 'SQLITE_CONSTRAINT_PRIMARYKEY' || c === 'SQLITE_CONSTRAINT_UNIQUE');
}
