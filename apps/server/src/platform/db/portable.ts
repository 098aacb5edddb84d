import {
  type ColumnDefinitionBuilder,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { lowerCase } from '../text.js';

/*
 * The few places where SQLite and PostgreSQL need their own form. Nothing
 * outside platform/db writes dialect-specific SQL.
 */

export type DialectName = 'sqlite' | 'postgres';

export const dialectOf = <DB>(db: Kysely<DB>): DialectName =>
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

/** The ids of a group (an aggregate of an integer column) as comma-separated text in ascending order; null for none. */
export const commaJoinedIds = <DB>(db: Kysely<DB>, column: string): RawBuilder<string | null> =>
  dialectOf(db) === 'postgres'
    ? sql<string | null>`string_agg(cast(${sql.ref(column)} as text), ',' order by ${sql.ref(column)})`
    : sql<string | null>`group_concat(${sql.ref(column)}, ',' order by ${sql.ref(column)})`;

/**
 * A column the database computes from `emp_no`: for an all-digit work number,
 * the count of its significant digits (two digits) followed by them, so that
 * text order is numeric order ("999" is 03999, "0099" is 0299); null for any
 * other work number. Stored on PostgreSQL; virtual on SQLite, which cannot add
 * a stored column to a table (an index on it still stores the values).
 */
export const workNumberOrder = (db: Kysely<unknown>) => (column: ColumnDefinitionBuilder) =>
  dialectOf(db) === 'postgres'
    ? column
        .generatedAlwaysAs(
          sql`case when emp_no ~ '^[0-9]+$' then lpad(cast(length(ltrim(emp_no, '0')) as text), 2, '0') || ltrim(emp_no, '0') end`,
        )
        .stored()
    : column.generatedAlwaysAs(
        sql`case when emp_no <> '' and emp_no not glob '*[^0-9]*' then printf('%02d', length(ltrim(emp_no, '0'))) || ltrim(emp_no, '0') end`,
      );

/** Lets a text column hold longer values: PostgreSQL checks the length; SQLite never does, so nothing changes there. */
export async function widenTextColumn(db: Kysely<unknown>, table: string, column: string, type: `varchar(${number})`) {
  if (dialectOf(db) !== 'postgres') return;
  await db.schema
    .alterTable(table)
    .alterColumn(column, (alter) => alter.setDataType(sql.raw(type)))
    .execute();
}

/** True where the text column contains `part` (already normalised like the column); no pattern characters to escape. */
export const containsText = <DB>(db: Kysely<DB>, column: string, part: string): RawBuilder<boolean> =>
  dialectOf(db) === 'postgres'
    ? sql<boolean>`strpos(${sql.ref(column)}, ${part}) > 0`
    : sql<boolean>`instr(${sql.ref(column)}, ${part}) > 0`;

/**
 * LIMIT 1 written into the statement. SQLite plans a bound LIMIT parameter
 * without knowing it: the host lookup of every walk-in (a join with ORDER BY)
 * took four times as long with `limit ?`.
 */
export const onlyTheFirst = sql.lit(1);
