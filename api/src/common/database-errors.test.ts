import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDuplicateKey } from './database-errors.js';

describe('isDatabaseUnavailable', () => {
  it('recognises lost or refused connections, also when wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Query failed', driverError: { code: 'PROTOCOL_CONNECTION_LOST' } })).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: { code: 'SQLITE_CANTOPEN' } }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('x'), Object.assign(new Error('y'), { code: 'ETIMEDOUT' })]))).toBe(true);
  });

  it('leaves real bugs alone', () => {
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable({ code: 'ER_PARSE_ERROR', message: 'You have an error in your SQL syntax' })).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('isDuplicateKey', () => {
  it('recognises a second row under a unique index or primary key on MySQL, MariaDB and SQLite, also when wrapped', () => {
    expect(isDuplicateKey({ message: 'Query failed', driverError: { code: 'ER_DUP_ENTRY' } })).toBe(true);
    expect(isDuplicateKey({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isDuplicateKey(new Error('outer', { cause: { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' } }))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isDuplicateKey({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })).toBe(false);
    expect(isDuplicateKey(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isDuplicateKey(null)).toBe(false);
  });
});
