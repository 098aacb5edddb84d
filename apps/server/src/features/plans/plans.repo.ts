import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* A company's plan and what its quotas count: employees, resident companies, gates, this month's SMS notices. */

type Db = Kysely<Database>;

export const findPlanRow = (db: Db, companyId: number) =>
  db.selectFrom('company').select(['plan', 'smsMonth', 'smsMonthCount']).where('id', '=', companyId).executeTakeFirst();

export const setPlanOf = (db: Db, companyId: number, plan: string) =>
  db.updateTable('company').set({ plan }).where('id', '=', companyId).executeTakeFirst();

/** How many rows of a quota's table the company holds. */
export const countOfCompany = async (db: Db, table: 'employee' | 'subAccount' | 'gate', companyId: number) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .where('companyId', '=', companyId)
        .executeTakeFirstOrThrow()
    ).count,
  );

/** Counts one SMS notice in the month given (YYYY-MM), starting the count again when the month changed. */
export const countMonthlySms = (db: Db, companyId: number, month: string) =>
  db
    .updateTable('company')
    .set({
      smsMonthCount: sql<number>`case when sms_month = ${month} then sms_month_count + 1 else 1 end`,
      smsMonth: month,
    })
    .where('id', '=', companyId)
    .execute();
