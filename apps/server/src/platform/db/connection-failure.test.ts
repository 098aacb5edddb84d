import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-failure.js';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  it.each([
    ['a refused connection', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:9')],
    ['a reset connection', coded('ECONNRESET', 'read ECONNRESET')],
    ['refusals on every address of a host', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], '')],
    ['57P01 admin shutdown', coded('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', coded('57P02')],
    ['57P03 cannot connect now', coded('57P03', 'the database system is starting up')],
    ['53300 too many connections', coded('53300')],
    ['08006 connection failure', coded('08006')],
    ['08P01 protocol violation', coded('08P01')],
    ['a connection pg lost', new Error('Connection terminated unexpectedly')],
    ['a connection that timed out', new Error('Connection terminated due to connection timeout')],
    ['a client left unusable', new Error('Client has encountered a connection error and is not queryable')],
    ['SQLITE_BUSY', coded('SQLITE_BUSY', 'database is locked')],
    ['SQLITE_BUSY_SNAPSHOT', coded('SQLITE_BUSY_SNAPSHOT')],
    ['SQLITE_LOCKED', coded('SQLITE_LOCKED', 'database table is locked')],
  ])('is true for %s', (_case, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505')],
    ['a syntax error', coded('42601')],
    ['a SQLite constraint', coded('SQLITE_CONSTRAINT_UNIQUE')],
    ['a SQLite name that only starts alike', coded('SQLITE_BUSYNESS')],
    ['a destroyed driver', new Error('driver has already been destroyed')],
    ['another service out of reach', new TypeError('fetch failed', { cause: coded('ECONNREFUSED') })],
    ['a plain error', new Error('boom')],
    ['a thrown string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_case, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});
