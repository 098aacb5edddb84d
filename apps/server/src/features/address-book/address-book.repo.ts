import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database, EmployeeImportTable, EmployeeTable } from '../../platform/db/schema.js';

/* Checked imports waiting to be applied, and the employee reads and writes an import needs. */

type Db = Kysely<Database>;

export const insertImport = (db: Db, row: Insertable<EmployeeImportTable>) =>
  db.insertInto('employeeImport').values(row).execute();

export const findImport = (db: Db, companyId: number, id: string) =>
  db.selectFrom('employeeImport').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();

export const raiseImportApplied = (db: Db, companyId: number, id: string, applied: number) =>
  db
    .updateTable('employeeImport')
    .set({ applied })
    .where('companyId', '=', companyId)
    .where('id', '=', id)
    .where('applied', '<', applied)
    .execute();

export const deleteImportsBefore = (db: Db, before: number) =>
  db.deleteFrom('employeeImport').where('createdAt', '<', before).execute();

const comparedColumns = ['id', 'empName', 'empPhone', 'empEmail', 'empNo', 'empPosition'] as const;

export const employeesWithPhones = (db: Db, companyId: number, phones: readonly string[]) =>
  phones.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('employee')
        .select(comparedColumns)
        .where('companyId', '=', companyId)
        .where('empPhone', 'in', phones)
        .execute();

/** Repeats the partial unique index's condition (emp_no <> ''), so the lookup can use that index. */
export const employeesWithWorkNumbers = (db: Db, companyId: number, empNos: readonly string[]) =>
  empNos.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('employee')
        .select(comparedColumns)
        .where('companyId', '=', companyId)
        .where('empNo', 'in', empNos)
        .where('empNo', '<>', sql.lit(''))
        .execute();

export const updateImportedEmployee = (db: Db, companyId: number, empid: number, changes: Updateable<EmployeeTable>) =>
  db.updateTable('employee').set(changes).where('companyId', '=', companyId).where('id', '=', empid).execute();

export const insertEmployeeRows = (db: Db, rows: Array<Insertable<EmployeeTable>>) =>
  rows.length === 0 ? Promise.resolve([]) : db.insertInto('employee').values(rows).returning(['id', 'empPhone']).execute();

/** The next `limit` employees after `after` in name order: the export walks the company on its name index. */
export const employeesAfter = (db: Db, companyId: number, after: { empNameKey: string; id: number } | null, limit: number) => {
  let query = db
    .selectFrom('employee')
    .select(['id', 'empNameKey', 'empName', 'empPhone', 'empEmail', 'empPosition', 'empNo', 'cardNo', 'empState'])
    .where('companyId', '=', companyId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('empNameKey', '>', after.empNameKey),
        eb.and([eb('empNameKey', '=', after.empNameKey), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('empNameKey').orderBy('id').limit(limit).execute();
};
