import { overtimeStatuses } from '@vestibule/contract';
import { type Insertable, type Kysely, sql } from 'kysely';
import { prefixRange } from '../../platform/db/portable.js';
import type { Database, OvertimeRecordTable } from '../../platform/db/schema.js';

/* Employees' overtime records and their days. */

type Db = Kysely<Database>;

/** Whose records: the company's, or one employee's of it. */
export interface OvertimeScope {
  companyId: number;
  empid?: number | undefined;
}

export interface OvertimeFilter {
  /** Prefixes; empty means no condition. */
  empNo: string;
  empName: string;
  /** YYYY-MM-DD; a record matches with one of its days in [firstDay, lastDay]. */
  firstDay?: string | undefined;
  lastDay?: string | undefined;
  /** Empty means every status. */
  statuses: readonly number[];
}

const matching = (db: Db, scope: OvertimeScope, filter: OvertimeFilter) => {
  let query = db
    .selectFrom('overtimeRecord as record')
    .innerJoin('employee', 'employee.id', 'record.empid')
    .where('record.companyId', '=', scope.companyId);
  if (scope.empid !== undefined) query = query.where('record.empid', '=', scope.empid);
  if (filter.statuses.length > 0) query = query.where('record.status', 'in', filter.statuses);
  if (filter.empName) {
    const [lo, hi] = prefixRange(filter.empName);
    query = query.where('employee.empNameKey', '>=', lo).where('employee.empNameKey', '<', hi);
  }
  // Work numbers are stored as typed, so their prefix is not lower-cased.
  if (filter.empNo)
    query = query.where('employee.empNo', '>=', filter.empNo).where('employee.empNo', '<', `${filter.empNo}\u{10FFFF}`);
  const { firstDay, lastDay } = filter;
  if (firstDay !== undefined || lastDay !== undefined) {
    query = query.where(({ exists, selectFrom }) => {
      let days = selectFrom('overtimeDay').select(sql.lit(1).as('one')).whereRef('overtimeDay.recordId', '=', 'record.id');
      if (firstDay !== undefined) days = days.where('overtimeDay.oDay', '>=', firstDay);
      if (lastDay !== undefined) days = days.where('overtimeDay.oDay', '<=', lastDay);
      return exists(days);
    });
  }
  return query;
};

/** A page, latest first day first, then newest (the query, so a test can read its plan). */
export const overtimePageQuery = (db: Db, scope: OvertimeScope, filter: OvertimeFilter, offset: number, limit: number) =>
  matching(db, scope, filter)
    .selectAll('record')
    .select(['employee.empName', 'employee.empNo'])
    .orderBy('record.firstDay', 'desc')
    .orderBy('record.id', 'desc')
    .limit(limit)
    .offset(offset);

export const listOvertimePage = (db: Db, scope: OvertimeScope, filter: OvertimeFilter, offset: number, limit: number) =>
  overtimePageQuery(db, scope, filter, offset, limit).execute();

export type OvertimeRow = Awaited<ReturnType<typeof listOvertimePage>>[number];

export const countOvertime = async (db: Db, scope: OvertimeScope, filter: OvertimeFilter) =>
  Number(
    (
      await matching(db, scope, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** The employee's days among `days` in records with one of `statuses`. */
export const daysAppliedFor = async (
  db: Db,
  companyId: number,
  empid: number,
  days: readonly string[],
  statuses: readonly number[],
) =>
  (
    await db
      .selectFrom('overtimeDay')
      .innerJoin('overtimeRecord', 'overtimeRecord.id', 'overtimeDay.recordId')
      .select('overtimeDay.oDay')
      .distinct()
      .where('overtimeDay.companyId', '=', companyId)
      .where('overtimeDay.empid', '=', empid)
      .where('overtimeDay.oDay', 'in', days)
      .where('overtimeRecord.status', 'in', statuses)
      .orderBy('overtimeDay.oDay')
      .execute()
  ).map((row) => row.oDay);

/** Adds a record with one row per day; its id. */
export async function insertOvertimeApply(
  db: Db,
  row: Insertable<OvertimeRecordTable>,
  days: readonly string[],
): Promise<number> {
  const { id } = await db.insertInto('overtimeRecord').values(row).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('overtimeDay')
    .values(days.map((oDay) => ({ recordId: id, companyId: row.companyId, empid: row.empid, oDay })))
    .execute();
  return id;
}

/** The company's records among the ids, with their status. */
export const findOvertimeStatuses = (db: Db, companyId: number, ids: readonly number[]) =>
  db.selectFrom('overtimeRecord').select(['id', 'status']).where('companyId', '=', companyId).where('id', 'in', ids).execute();

/** Decides the ids still pending (a record decided meanwhile keeps its decision). */
export const setPendingOvertimeStatus = (
  db: Db,
  companyId: number,
  ids: readonly number[],
  decision: { status: number; decidedBy: number; decidedByName: string; decidedAt: number },
) =>
  db
    .updateTable('overtimeRecord')
    .set(decision)
    .where('companyId', '=', companyId)
    .where('id', 'in', ids)
    .where('status', '=', overtimeStatuses.pending)
    .execute();
