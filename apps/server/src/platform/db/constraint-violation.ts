/*
 * Reads a unique or foreign-key violation out of either driver's error, so the
 * platform can answer it with the contract's code instead of a system error.
 * This is the one place that knows the two drivers' constraint errors
 * (connection-failure.ts reads their connection faults).
 */

export interface ConstraintViolation {
  kind: 'unique' | 'foreignKey';
  /** The table whose row broke the rule (the referencing table for a foreign key); '' when the driver does not say. */
  table: string;
  /** The columns involved, in snake_case; empty when the driver does not say. */
  columns: string[];
}

interface PgError {
  code?: unknown;
  table?: unknown;
  detail?: unknown;
}

interface SqliteError {
  code?: unknown;
  message?: unknown;
  /** The statement that failed, added by the SQLite connection wrapper in connect.ts. */
  sql?: unknown;
}

const keyColumns = (detail: string) =>
  /^Key \(([^)]*)\)/
    .exec(detail)?.[1]
    ?.split(',')
    .map((column) => column.trim().replace(/^"|"$/g, '')) ?? [];

const tableOfStatement = (sql: string) => /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i.exec(sql)?.[1] ?? '';

export function constraintViolationOf(error: unknown): ConstraintViolation | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as PgError & SqliteError;
  if (code === '23505' || code === '23503') {
    const pg = error as PgError;
    return {
      kind: code === '23505' ? 'unique' : 'foreignKey',
      table: typeof pg.table === 'string' ? pg.table : '',
      columns: typeof pg.detail === 'string' ? keyColumns(pg.detail) : [],
    };
  }
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    // "UNIQUE constraint failed: employee.company_id, employee.emp_phone"
    const message = String((error as SqliteError).message ?? '');
    const qualified = message
      .slice(message.indexOf(':') + 1)
      .split(',')
      .map((part) => part.trim());
    return {
      kind: 'unique',
      table: qualified[0]?.split('.')[0] ?? '',
      columns: qualified.map((part) => part.split('.')[1] ?? '').filter(Boolean),
    };
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    // SQLite names neither the table nor the column; the failed statement names the table.
    const sql = (error as SqliteError).sql;
    return { kind: 'foreignKey', table: typeof sql === 'string' ? tableOfStatement(sql) : '', columns: [] };
  }
  return null;
}
