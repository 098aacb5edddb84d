import type { Kysely } from 'kysely';
import { autoId, searchKeyType } from '../../platform/db/portable.js';

/*
 * Visits of every kind in one table (walk-in, invitation, pre-registration,
 * resident; see docs/decisions/0009-one-visit-table.md) and their timeline.
 * `list_day` is the sign-in day, or the appointment day until signed in: the
 * searches filter and order by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visit')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('subaccount_id', 'integer', (c) => c.notNull().defaultTo(0))
    // The host, with what the visit showed of them when it was made (no key: the employee may leave).
    .addColumn('empid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('emp_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('emp_name_key', searchKeyType(db), (c) => c.notNull().defaultTo(''))
    .addColumn('emp_phone', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('empdeptid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('emp_dept_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('vname', 'varchar(50)', (c) => c.notNull())
    .addColumn('vname_key', searchKeyType(db), (c) => c.notNull())
    .addColumn('vemail', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('vphone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('vphoto', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('vcompany', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sex', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('visit_type', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('v_type', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('tid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('card_id', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('cert_type', 'varchar(20)', (c) => c.notNull().defaultTo('idCard'))
    .addColumn('card_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('plate_num', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('belongings', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('people_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('member_name', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('extend_col', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signin_type', 'integer', (c) => c.notNull())
    .addColumn('permission', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitdate', 'bigint')
    .addColumn('sign_out_date', 'bigint')
    .addColumn('appointment_date', 'bigint')
    .addColumn('leave_time', 'bigint')
    .addColumn('sign_in_op_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('sign_out_op_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('sign_in_gate', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('sign_out_gate', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('gid', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('qrcode_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('qrcode_conf', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('list_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visit_day_idx').on('visit').columns(['company_id', 'list_day', 'id']).execute();
  // The day's signed-in count every sign-in answers (vcount) reads this index alone.
  await db.schema.createIndex('visit_day_signed_in_idx').on('visit').columns(['company_id', 'list_day', 'visitdate']).execute();
  await db.schema.createIndex('visit_phone_idx').on('visit').columns(['company_id', 'vphone']).execute();
  await db.schema.createIndex('visit_host_idx').on('visit').columns(['company_id', 'empid', 'list_day']).execute();
  await db.schema.createIndex('visit_name_idx').on('visit').columns(['company_id', 'vname_key', 'id']).execute();

  await db.schema
    .createTable('visit_event')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('vid', 'integer', (c) => c.notNull().references('visit.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('operator', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('gate', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('visit_event_visit_idx').on('visit_event').columns(['vid', 'id']).execute();

  // Sign-ins per company, Subcompany and day, so the count every sign-in answers (vcount) reads a few rows whatever
  // the day's traffic; spread over shards so desks signing in at once do not queue on one row.
  await db.schema
    .createTable('visit_day_tally')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('subaccount_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('signed_in', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_day_tally_pk', ['company_id', 'day', 'subaccount_id', 'shard'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
