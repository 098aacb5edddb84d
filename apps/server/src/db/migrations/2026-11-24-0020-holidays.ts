import type { Kysely } from 'kysely';
import { autoId } from '../../platform/db/portable.js';

/*
 * The holiday calendar (qcv_holiday_bill): days a company marks as rest days
 * (passFlag 0) or work days (1), one row per company and day. Visitor types
 * gain the rules the sign-in paths enforce with it: refuse visits on rest days,
 * on weekends, outside the company's passable hours (decision 0016).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('holiday')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    // YYYY-MM-DD; the wire's hid is this day's first instant as epoch ms.
    .addColumn('hdate', 'varchar(10)', (c) => c.notNull())
    .addColumn('remark', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('pass_flag', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // One mark per day (223); the unique index also serves the year's range read and each sign-in's lookup.
    .addUniqueConstraint('holiday_day_unique', ['company_id', 'hdate'])
    .execute();

  for (const column of ['refuse_rest_day', 'refuse_weekend', 'refuse_outside_hours']) {
    await db.schema
      .alterTable('visitor_type')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
