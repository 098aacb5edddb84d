import type { Kysely } from 'kysely';

/*
 * Each company's plan (free, business, factory; rules/plans.ts), and the SMS
 * it sent in the current month, which the plan's monthly quota counts. A
 * company that existed before plans keeps everything it had: factory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('plan', 'varchar(20)', (c) => c.notNull().defaultTo('factory'))
    .execute();
  await db.schema
    .alterTable('company')
    .addColumn('sms_month', 'varchar(7)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('company')
    .addColumn('sms_month_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
