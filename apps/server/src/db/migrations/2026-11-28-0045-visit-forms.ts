import type { Kysely } from 'kysely';
import { autoId } from '../../platform/db/portable.js';

/*
 * The forms a visitor type asks for at sign-in (decision 0037): the type's
 * setting, and one row per form filled, kept with its visit (written in the
 * sign-in's own unit of work). A visit holds one form of each kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // '' asks for no form; 'vip' or 'depot'.
  await db.schema
    .alterTable('visitor_type')
    .addColumn('sign_in_form', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('visit_form')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('vid', 'integer', (c) => c.notNull().references('visit.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    // The form as the contract parsed it, JSON text.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visit_form_visit_uq').on('visit_form').columns(['vid', 'kind']).unique().execute();
  // The deliveries list: one kind of the company's forms by day, newest first.
  await db.schema
    .createIndex('visit_form_company_idx')
    .on('visit_form')
    .columns(['company_id', 'kind', 'create_time', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
