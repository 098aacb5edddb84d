import type { Insertable, Kysely } from 'kysely';
import type { CompanyTable, Database, DepartmentTable, EmployeeTable, VisitTable } from './db/schema.js';

/* The demo company's rows, written straight to the tables: the seed runs before anyone could call the API. */

type Db = Kysely<Database>;

export const anyCompanyExists = async (db: Db) =>
  (await db.selectFrom('company').select('id').limit(1).executeTakeFirst()) !== undefined;

export const insertDemoCompany = (db: Db, row: Insertable<CompanyTable>) => db.insertInto('company').values(row).execute();

export const insertDemoDepartment = async (db: Db, row: Insertable<DepartmentTable>) =>
  (await db.insertInto('department').values(row).returning('id').executeTakeFirstOrThrow()).id;

/** The employee, placed in the department; its id. */
export async function insertDemoEmployee(db: Db, row: Insertable<EmployeeTable>, deptid: number): Promise<number> {
  const { id: empid } = await db.insertInto('employee').values(row).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('empDept').values({ empid, deptid, companyId: row.companyId }).execute();
  return empid;
}

export const insertDemoVisits = (db: Db, rows: Array<Insertable<VisitTable>>) => db.insertInto('visit').values(rows).execute();
