import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.js';

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
