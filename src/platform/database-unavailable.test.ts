import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailableError', () => {
  it('recognises the database stopping, restarting or not being there', () => {
    expect(isDatabaseUnavailableError(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailableError(withCode('terminating connection due to crash of another server process', '57P02'))).toBe(true);
    expect(isDatabaseUnavailableError(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailableError(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailableError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailableError(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through the query builder wrapping the driver error, and through both addresses of localhost', () => {
    const driver = new Error('Connection terminated unexpectedly');
    expect(isDatabaseUnavailableError(new Error('Failed query: select 1', { cause: driver }))).toBe(true);
    const both = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '');
    expect(isDatabaseUnavailableError(new Error('Failed query', { cause: both }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isDatabaseUnavailableError(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailableError(withCode('could not serialize access', '40001'))).toBe(false);
    expect(isDatabaseUnavailableError(withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021'))).toBe(false);
    expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailableError(null)).toBe(false);
    expect(isDatabaseUnavailableError('ECONNREFUSED')).toBe(false);
  });

  it('stops on a cause that refers back to itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});
