/*
 * Tells a database that cannot be reached, or is too busy to answer, from a
 * fault in the call: the first passes when the database is back, so the
 * platform answers it with 503 and a time to retry rather than a system error.
 */

// Sockets that could not open or were cut: the pool opens new ones for the next call.
const socketFailures = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

// PostgreSQL's SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
// Class 08: connection exceptions.
const connectionExceptionClass = /^08[0-9A-Z]{3}$/;

// pg reports a connection it lost, or a client left unusable by that, by message alone.
const lostConnection =
  /^Connection terminated\b|^Client has encountered a connection error|^Client was closed and is not queryable/;

// better-sqlite3: the file stayed locked by another connection for longer than busy_timeout.
const sqliteBusy = /^SQLITE_(BUSY|LOCKED)(_|$)/;

interface DriverError {
  code?: unknown;
  message?: unknown;
  /** Node reports a connection refused on every address of a host as one AggregateError. */
  errors?: unknown;
}

/**
 * The drivers throw these errors as they are; an error that merely carries one as its cause (a failed fetch to
 * another service) is not the database's.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as DriverError;
  if (typeof code === 'string') {
    if (socketFailures.has(code) || unavailableStates.has(code) || connectionExceptionClass.test(code) || sqliteBusy.test(code)) {
      return true;
    }
  }
  if (typeof message === 'string' && lostConnection.test(message)) return true;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isConnectionFailure);
}
