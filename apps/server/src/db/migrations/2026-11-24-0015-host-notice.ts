import type { Kysely } from 'kysely';

/*
 * The mail telling a host their visitor arrived, once per visit: the row is
 * written in the same transaction as the sending job's completion, and its key
 * (the visit) refuses a second sending whatever job tries it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('host_notice')
    .addColumn('vid', 'integer', (c) => c.primaryKey().references('visit.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('message_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('sent_to', 'varchar(200)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
