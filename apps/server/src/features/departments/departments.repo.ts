import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, DepartmentTable } from '../../platform/db/schema.js';

/* Departments of one company and their employee links. */

type Db = Kysely<Database>;

export const listDepartments = (db: Db, companyId: number) =>
  db.selectFrom('department').selectAll().where('companyId', '=', companyId).orderBy('id').execute();

export const findDepartmentById = (db: Db, companyId: number, deptid: number) =>
  db.selectFrom('department').selectAll().where('companyId', '=', companyId).where('id', '=', deptid).executeTakeFirst();

/** Which of these ids are the company's departments. */
export const existingDepartmentIds = async (db: Db, companyId: number, deptids: readonly number[]) =>
  deptids.length === 0
    ? []
    : (
        await db.selectFrom('department').select('id').where('companyId', '=', companyId).where('id', 'in', deptids).execute()
      ).map((row) => row.id);

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

/** People directly in each department that has any (through the company's departments, so index-backed). */
export const countPeopleByDepartment = async (db: Db, companyId: number) =>
  (
    await db
      .selectFrom('department')
      .innerJoin('empDept', 'empDept.deptid', 'department.id')
      .select((eb) => ['department.id as deptid', eb.fn.countAll<number | string>().as('count')])
      .where('department.companyId', '=', companyId)
      .groupBy('department.id')
      .execute()
  ).map((row) => ({ deptid: row.deptid, count: Number(row.count) }));

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
