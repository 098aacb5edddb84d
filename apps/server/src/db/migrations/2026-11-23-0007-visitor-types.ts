import type { Kysely } from 'kysely';
import { autoId, searchKeyType } from '../../platform/db/portable.js';

/*
 * Visitor types and the custom fields of their visitor forms (qcv_visitor_type,
 * qcv_visitor_extend). A field names its type by the type's name (eType), '' for
 * every type, as the original product does; the company's visit reasons are the
 * field 'visitType' with eType ''.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visitor_type')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('v_type', 'varchar(80)', (c) => c.notNull())
    // Names are unique in any letter case, and listed in this order on both databases.
    .addColumn('v_type_key', searchKeyType(db), (c) => c.notNull())
    .addColumn('pov_days', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('qid', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gate_type', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('visitor_type_name_unique', ['company_id', 'v_type_key'])
    .execute();

  await db.schema
    .createTable('visitor_extend')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('display_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('field_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('input_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('input_value', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('input_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('placeholder', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_display', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('e_type', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('visitor_extend_field_unique', ['company_id', 'field_name', 'e_type'])
    .execute();
  await db.schema
    .createIndex('visitor_extend_type_idx')
    .on('visitor_extend')
    .columns(['company_id', 'e_type', 'input_order'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
