import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';
import { lowerCase } from '../text.js';

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

/**
 * Text compared byte-wise so that a prefix search is an index range scan on
 * both dialects (PostgreSQL's default collation would not order it so).
 */
export const searchKeyType = (db: Kysely<unknown>) =>
  dialectOf(db) === 'postgres' ? sql`varchar(120) collate "C"` : sql`varchar(120)`;

/** Normalises text for prefix search: trimmed, lower-case, single spaces. */
export const searchKey = (text: string) => lowerCase(text.trim()).replace(/\s+/g, ' ');

/** The half-open range [prefix, prefix + max char) that a prefix search scans. */
export const prefixRange = (prefix: string): [string, string] => {
  const key = searchKey(prefix);
  return [key, `${key}\u{10FFFF}`];
};

/**
 * Rows for a queue claim: on PostgreSQL locked and skipping rows another
 * transaction holds, so concurrent workers take different rows. SQLite has one
 * writer at a time and no row locks, so the plain query is already exclusive.
 */
export const skippingLockedRows = <DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> =>
  db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate().skipLocked() : query;
