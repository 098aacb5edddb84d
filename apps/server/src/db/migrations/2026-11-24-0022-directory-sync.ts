import type { Kysely } from 'kysely';
import { autoId } from '../../platform/db/portable.js';

/*
 * Address-book sync reports: one row per import from DingTalk or RTX, manual
 * or automatic, with what it added, updated and marked as left, and the
 * entries it could not take (JSON list of { name, reason }).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_report')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('trigger', 'varchar(20)', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .addColumn('added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('left_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errors', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('sync_report_company_idx').on('sync_report').columns(['company_id', 'started_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
