import type { Kysely } from 'kysely';

/*
 * The language the server writes a company's mails and SMS in (en, zh, hk,
 * ja). Companies registered before it keep English, as their mails were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('language', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
