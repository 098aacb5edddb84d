import { type Kysely, sql } from 'kysely';
import { autoId, searchKeyType } from '../../platform/db/portable.js';

/*
 * Temporary cards (decision 0034): one row per request, with the employee's
 * name, contacts, departments and work number as they were when asked. Two
 * partial unique indexes hold the rules under concurrent calls: a card number
 * is out on one card at a time, and an employee has one request open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('interim_card')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('empid', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // searchKey(name), for the name prefix filter.
    .addColumn('name_key', searchKeyType(db), (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('dept_name', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('emp_no', searchKeyType(db), (c) => c.notNull().defaultTo(''))
    .addColumn('office', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('card_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    // 0 requested, 1 issued, 2 returned, 3 refused.
    .addColumn('ic_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refuse_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('submit_time', 'bigint', (c) => c.notNull())
    .addColumn('issue_time', 'bigint')
    .addColumn('return_time', 'bigint')
    .execute();
  // The desk's list, newest first; and an employee's own.
  await db.schema
    .createIndex('interim_card_company_idx')
    .on('interim_card')
    .columns(['company_id', 'submit_time', 'id'])
    .execute();
  await db.schema
    .createIndex('interim_card_employee_idx')
    .on('interim_card')
    .columns(['company_id', 'empid', 'submit_time', 'id'])
    .execute();
  await db.schema
    .createIndex('interim_card_out_uq')
    .on('interim_card')
    .columns(['company_id', 'card_no'])
    .unique()
    .where(sql.ref('ic_status'), '=', 1)
    .execute();
  await db.schema
    .createIndex('interim_card_open_uq')
    .on('interim_card')
    .columns(['company_id', 'empid'])
    .unique()
    .where(sql.ref('ic_status'), 'in', [sql.lit(0), sql.lit(1)])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
