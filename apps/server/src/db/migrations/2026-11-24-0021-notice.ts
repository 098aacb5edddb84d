import type { Kysely } from 'kysely';
import { autoId } from '../../platform/db/portable.js';

/*
 * Notices through channels: the company's email-notice switch, and the
 * delivery log, one row per (notice, channel), written by the job that sends
 * it. Its key refuses a second row (and so a second sending) for the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('email_notify', 'smallint', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('notice_delivery')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('delivery_key', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('vid', 'integer', (c) => c.notNull())
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('channel', 'varchar(20)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('answer', 'varchar(2000)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The reminder looks, across companies, for visits starting within the hour.
  await db.schema.createIndex('visit_appointment_idx').on('visit').columns(['appointment_date']).execute();
  await db.schema.createIndex('notice_delivery_visit').on('notice_delivery').columns(['company_id', 'vid', 'id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
