import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CompanySettings, Database, EmployeeTable, SyncReportTable } from '../../platform/db/schema.js';

/* The company's directory settings, its sync reports, and the employee reads and writes a sync needs. */

type Db = Kysely<Database>;

export type DirectoryColumns = Pick<
  CompanySettings,
  'ddnotify' | 'ddautosync' | 'ddcorpid' | 'ddcorpsecret' | 'ddagentid' | 'rtxip' | 'rtxport' | 'rtxAuto'
>;

const directoryColumns = [
  'ddnotify',
  'ddautosync',
  'ddcorpid',
  'ddcorpsecret',
  'ddagentid',
  'rtxip',
  'rtxport',
  'rtxAuto',
] as const;

export const findDirectorySettings = (db: Db, companyId: number) =>
  db.selectFrom('company').select(directoryColumns).where('id', '=', companyId).executeTakeFirst();

export const updateDirectorySettings = (db: Db, companyId: number, changes: Partial<DirectoryColumns>) =>
  db.updateTable('company').set(changes).where('id', '=', companyId).execute();

/** Companies whose daily sync is on: DingTalk's (with notices on) or RTX's (with a server set). */
export const companiesWithAutoSync = (db: Db) =>
  db
    .selectFrom('company')
    .select(['id', 'ddnotify', 'ddautosync', 'rtxip', 'rtxport', 'rtxAuto'])
    .where((eb) =>
      eb.or([
        eb.and([eb('ddnotify', '=', 1), eb('ddautosync', '=', 1)]),
        eb.and([eb('rtxAuto', '=', 1), eb('rtxip', '<>', ''), eb('rtxport', '>', 0)]),
      ]),
    )
    .orderBy('id')
    .execute();

export const insertSyncReport = (db: Db, row: Insertable<SyncReportTable>) =>
  db.insertInto('syncReport').values(row).returning('id').executeTakeFirstOrThrow();

export const latestSyncReports = (db: Db, companyId: number, limit: number) =>
  db
    .selectFrom('syncReport')
    .selectAll()
    .where('companyId', '=', companyId)
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const countManualSyncsSince = async (db: Db, companyId: number, source: SyncReportTable['source'], since: number) =>
  Number(
    (
      await db
        .selectFrom('syncReport')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('companyId', '=', companyId)
        .where('source', '=', source)
        .where('trigger', '=', 'manual')
        .where('startedAt', '>=', since)
        .executeTakeFirstOrThrow()
    ).count,
  );

export const syncedColumns = [
  'id',
  'empName',
  'empPhone',
  'empEmail',
  'empNo',
  'empPosition',
  'ddid',
  'empRtxAccount',
  'empState',
] as const;

/** Every employee of the company with the columns a sync compares: a directory is matched against all of them. */
export const employeesForSync = (db: Db, companyId: number) =>
  db.selectFrom('employee').select(syncedColumns).where('companyId', '=', companyId).orderBy('id').execute();

export const updateSyncedEmployee = (db: Db, companyId: number, empid: number, changes: Updateable<EmployeeTable>) =>
  db.updateTable('employee').set(changes).where('companyId', '=', companyId).where('id', '=', empid).execute();

/** New employees from a directory; answers their ids by phone (phones are unique within a company). */
export const insertSyncedEmployees = (db: Db, rows: Array<Insertable<EmployeeTable>>) =>
  rows.length === 0 ? Promise.resolve([]) : db.insertInto('employee').values(rows).returning(['id', 'empPhone']).execute();
