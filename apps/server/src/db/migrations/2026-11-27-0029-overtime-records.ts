import type { Kysely } from 'kysely';
import { autoId } from '../../platform/db/portable.js';

/*
 * Employees' overtime records (decision 0021): one row per application, with
 * its days as the wire shows them, and one overtime_day row per day, which the
 * list's day range and the check for days already applied for read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('overtime_record')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('empid', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    // YYYY-MM-DD, comma-separated in order (at most 31 days).
    .addColumn('o_dates', 'varchar(400)', (c) => c.notNull())
    .addColumn('first_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('check_in', 'bigint')
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // 0 pending, 1 agreed, 2 refused.
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    // The deciding session's subject, and its name as the list shows it.
    .addColumn('decided_by', 'integer')
    .addColumn('decided_by_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The Administrator's list, latest first day first; and an employee's own.
  await db.schema
    .createIndex('overtime_record_company_idx')
    .on('overtime_record')
    .columns(['company_id', 'first_day', 'id'])
    .execute();
  await db.schema
    .createIndex('overtime_record_employee_idx')
    .on('overtime_record')
    .columns(['company_id', 'empid', 'first_day', 'id'])
    .execute();

  await db.schema
    .createTable('overtime_day')
    .addColumn('record_id', 'integer', (c) => c.notNull().references('overtime_record.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('empid', 'integer', (c) => c.notNull())
    .addColumn('o_day', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('overtime_day_pk', ['record_id', 'o_day'])
    .execute();
  await db.schema.createIndex('overtime_day_employee_idx').on('overtime_day').columns(['company_id', 'empid', 'o_day']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
