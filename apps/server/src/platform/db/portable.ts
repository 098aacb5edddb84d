import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/*
 * The few places where SQLite and PostgreSQL need their own form. Nothing
 * outside platform/db writes dialect-specific SQL.
 */

export type DialectName = 'sqlite' | 'postgres';

export const dialectOf = (db: Kysely<unknown>): DialectName =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** An integer primary key the database numbers itself. */
export const autoId = (db: Kysely<unknown>) => (column: ColumnDefinitionBuilder) =>
  dialectOf(db) === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();

/** Column type for raw bytes. */
export const binaryType = (db: Kysely<unknown>) => (dialectOf(db) === 'postgres' ? 'bytea' : 'blob');
