import type { Kysely } from 'kysely';
import { autoId } from '../../platform/db/portable.js';

/*
 * Approval areas, their rules (levels and who approves at each), and the
 * trail: one row per approver asked, with what they decided and when. A
 * visit's current round is its highest `round`; a re-submission starts a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('approval_area')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('a_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    // The department whose hosts' visitors this area approves; 0 for the company's default area.
    .addColumn('deptid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('approval_area_name_unique')
    .on('approval_area')
    .columns(['company_id', 'a_name'])
    .unique()
    .execute();

  await db.schema
    .createTable('approval_rule')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('aid', 'integer', (c) => c.notNull().references('approval_area.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull())
    // rType 0: `role` is a role id (its holders approve); 1: `role` is one employee's id.
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('role_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('r_type', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('approval_rule_area_idx').on('approval_rule').columns(['aid', 'level']).execute();

  await db.schema
    .createTable('approval_step')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('vid', 'integer', (c) => c.notNull().references('visit.id').onDelete('cascade'))
    .addColumn('aid', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('levels', 'integer', (c) => c.notNull())
    .addColumn('empid', 'integer', (c) => c.notNull())
    .addColumn('emp_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // Who submitted the visit (its host) as the trail shows it.
    .addColumn('sub_emp_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sub_emp_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('asked_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('approval_step_visit_idx').on('approval_step').columns(['company_id', 'vid', 'round']).execute();
  await db.schema
    .createIndex('approval_step_approver_idx')
    .on('approval_step')
    .columns(['company_id', 'empid', 'status', 'id'])
    .execute();
  // The time-out sweep reads pending steps by when they were asked.
  await db.schema.createIndex('approval_step_pending_idx').on('approval_step').columns(['status', 'asked_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
