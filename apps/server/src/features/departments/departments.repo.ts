import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, DepartmentDirectorTable, DepartmentTable } from '../../platform/db/schema.js';

/* Departments of one company, their employee links, directors and default receivers. */

type Db = Kysely<Database>;

export const listDepartments = (db: Db, companyId: number) =>
  db.selectFrom('department').selectAll().where('companyId', '=', companyId).orderBy('id').execute();

export const findDepartmentById = (db: Db, companyId: number, deptid: number) =>
  db.selectFrom('department').selectAll().where('companyId', '=', companyId).where('id', '=', deptid).executeTakeFirst();

export const findDepartmentsByIds = (db: Db, companyId: number, deptids: readonly number[]) =>
  deptids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('department')
        .selectAll()
        .where('companyId', '=', companyId)
        .where('id', 'in', deptids)
        .orderBy('id')
        .execute();

export const findDepartmentIdByNameKey = (db: Db, companyId: number, deptNameKey: string) =>
  db
    .selectFrom('department')
    .select('id')
    .where('companyId', '=', companyId)
    .where('deptNameKey', '=', deptNameKey)
    .executeTakeFirst();

export const findDepartmentIdByNo = (db: Db, companyId: number, deptNo: string) =>
  db.selectFrom('department').select('id').where('companyId', '=', companyId).where('deptNo', '=', deptNo).executeTakeFirst();

export const insertDepartment = async (db: Db, row: Insertable<DepartmentTable>) =>
  (await db.insertInto('department').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateDepartment = (db: Db, companyId: number, deptid: number, changes: Updateable<DepartmentTable>) =>
  db.updateTable('department').set(changes).where('companyId', '=', companyId).where('id', '=', deptid).execute();

export const moveChildDepartments = (db: Db, companyId: number, fromParentId: number, toParentId: number) =>
  db
    .updateTable('department')
    .set({ parentId: toParentId })
    .where('companyId', '=', companyId)
    .where('parentId', '=', fromParentId)
    .execute();

export const deleteDepartment = (db: Db, companyId: number, deptid: number) =>
  db.deleteFrom('department').where('companyId', '=', companyId).where('id', '=', deptid).execute();

export const deleteLinksOfDepartment = (db: Db, companyId: number, deptid: number) =>
  db.deleteFrom('empDept').where('companyId', '=', companyId).where('deptid', '=', deptid).execute();

/**
 * People directly in each of the departments (every department of the company
 * when `deptids` is 'all') that has any: the link index is read only for the
 * departments asked for.
 */
export const countPeopleQuery = (db: Db, companyId: number, deptids: readonly number[] | 'all') => {
  const query = db
    .selectFrom('department')
    .innerJoin('empDept', 'empDept.deptid', 'department.id')
    .select((eb) => ['department.id as deptid', eb.fn.countAll<number | string>().as('count')])
    .where('department.companyId', '=', companyId)
    .groupBy('department.id');
  return deptids === 'all' ? query : query.where('department.id', 'in', deptids);
};

export const countPeopleByDepartment = async (db: Db, companyId: number, deptids: readonly number[] | 'all') =>
  deptids !== 'all' && deptids.length === 0
    ? []
    : (await countPeopleQuery(db, companyId, deptids).execute()).map((row) => ({
        deptid: row.deptid,
        count: Number(row.count),
      }));

type PeopleTable = 'departmentDirector' | 'departmentReceiver';

/** Directors or default receivers of the departments (every one of the company for 'all'), with their names. */
export const departmentPeople = (db: Db, companyId: number, table: PeopleTable, deptids: readonly number[] | 'all') => {
  if (deptids !== 'all' && deptids.length === 0) return Promise.resolve([]);
  const query = db
    .selectFrom('department')
    // The two link tables have the same columns.
    .innerJoin(`${table} as link` as 'departmentDirector as link', 'link.deptid', 'department.id')
    .innerJoin('employee', 'employee.id', 'link.empid')
    .select(['department.id as deptid', 'employee.id as empid', 'employee.empName'])
    .where('department.companyId', '=', companyId)
    .orderBy('department.id')
    .orderBy('employee.id');
  return (deptids === 'all' ? query : query.where('department.id', 'in', deptids)).execute();
};

/** The caller has checked that the department and the employees are the company's. */
export async function replaceDepartmentPeople(
  db: Db,
  table: PeopleTable,
  companyId: number,
  deptid: number,
  empids: readonly number[],
): Promise<void> {
  await db.deleteFrom(table).where('companyId', '=', companyId).where('deptid', '=', deptid).execute();
  const rows: DepartmentDirectorTable[] = empids.map((empid) => ({ companyId, deptid, empid }));
  // A concurrent call writing the same link leaves it written once.
  if (rows.length > 0)
    await db
      .insertInto(table)
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
}

export const departmentIdsOfEmployee = async (db: Db, companyId: number, empid: number) =>
  (
    await db
      .selectFrom('empDept')
      .select('deptid')
      .where('companyId', '=', companyId)
      .where('empid', '=', empid)
      .orderBy('deptid')
      .execute()
  ).map((row) => row.deptid);
