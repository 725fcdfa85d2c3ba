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

/** The error and each one it wraps (`driverError`, `cause`), where TypeORM and mysql2 keep the original. */
function errorChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  for (let current = error; current && typeof current === 'object' && !chain.includes(current as Record<string, unknown>);) {
    const record = current as Record<string, unknown>;
    chain.push(record);
    current = record.driverError ?? record.cause;
  }
  return chain;
}

/**
 * Whether an error means "the database cannot be reached or used right now" (answer 503 and let
 * the pool reconnect) rather than a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some(
    ({ code, fatal, message, errors }) =>
      (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('SQLITE_IOERR'))) ||
      fatal === true ||
      (typeof message === 'string' &&
        /connection (is )?(lost|closed)|Pool is closed|Can't add new command when connection is in closed state|connect ETIMEDOUT/i.test(message)) ||
      (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))),
  );
}

const DUPLICATE_KEY_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/**
 * Whether an error is a unique index or primary key refusing a second row (MySQL/MariaDB ER_DUP_ENTRY, SQLite
 * SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY): another request or instance wrote it a moment before.
 */
export function isDuplicateKey(error: unknown): boolean {
  return errorChain(error).some(({ code }) => DUPLICATE_KEY_CODES.has(code as string));
}
