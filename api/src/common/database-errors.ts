const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_QUERY_INTERRUPTED',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
  'SQLITE_FULL',
]);

/**
 * Whether an error means "the database cannot be reached or used right now" (answer 503 and let
 * the pool reconnect) rather than a bug. Walks `driverError` / `cause` chains, where TypeORM and
 * mysql2 keep the original.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const record = current as { code?: unknown; fatal?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
    if (typeof record.code === 'string' && (CONNECTION_ERROR_CODES.has(record.code) || record.code.startsWith('SQLITE_IOERR'))) return true;
    if (record.fatal === true) return true;
    if (
      typeof record.message === 'string' &&
      /connection (is )?(lost|closed)|Pool is closed|Can't add new command when connection is in closed state|connect ETIMEDOUT/i.test(record.message)
    ) {
      return true;
    }
    if (Array.isArray(record.errors) && record.errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = record.driverError ?? record.cause;
  }
  return false;
}

/**
 * Whether an error is a unique index or primary key refusing a second row (MySQL/MariaDB ER_DUP_ENTRY, SQLite
 * SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY): another request or instance wrote it a moment before.
 */
export function isDuplicateKey(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const record = current as { code?: unknown; driverError?: unknown; cause?: unknown };
    if (record.code === 'ER_DUP_ENTRY' || record.code === 'SQLITE_CONSTRAINT_UNIQUE' || record.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
    current = record.driverError ?? record.cause;
  }
  return false;
}
