import type { Insertable, Kysely } from 'kysely';
import type { Database, DepartmentTable } from '../../platform/db/schema.js';

/* The queries behind generated department numbers. */

type Db = Kysely<Database>;

/**
 * Holds the company's row until the transaction ends (an update that changes
 * nothing), so calls generating numbers for one company take turns instead of
 * all choosing the same next number. SQLite has one writer at a time anyway.
 */
export const holdCompanyForNumbering = (db: Db, companyId: number) =>
  db.updateTable('company').set({ id: companyId }).where('id', '=', companyId).execute();

/** The company's department numbers that may be generated ones ("D-..."); the caller keeps those of the exact form. */
export const departmentNumbersLikeGenerated = async (db: Db, companyId: number) =>
  (
    await db.selectFrom('department').select('deptNo').where('companyId', '=', companyId).where('deptNo', 'like', 'D-%').execute()
  ).map((row) => row.deptNo);

/** Inserts the department, or nothing when its name or number is taken (waiting for a racing insert to settle). */
export const insertDepartmentUnlessTaken = async (db: Db, row: Insertable<DepartmentTable>) =>
  (
    await db
      .insertInto('department')
      .values(row)
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id;
