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

/** The demo visits, and the day tallies of those that arrived signed in (as visits.repo keeps them). */
export async function insertDemoVisits(db: Db, rows: Array<Insertable<VisitTable>>): Promise<void> {
  await db.insertInto('visit').values(rows).execute();
  const tallies = new Map<string, { companyId: number; subaccountId: number; day: string; shard: number; signedIn: number }>();
  for (const row of rows.filter((visit) => visit.visitdate != null)) {
    const key = JSON.stringify([row.companyId, row.subaccountId ?? 0, row.listDay]);
    const tally = tallies.get(key) ?? {
      companyId: row.companyId,
      subaccountId: row.subaccountId ?? 0,
      day: row.listDay,
      shard: 0,
      signedIn: 0,
    };
    tally.signedIn += 1;
    tallies.set(key, tally);
  }
  if (tallies.size > 0)
    await db
      .insertInto('visitDayTally')
      .values([...tallies.values()])
      .execute();
}
