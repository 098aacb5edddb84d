import type { Kysely } from 'kysely';

/*
 * A company may send its SMS notices through its own gateway: a URL template
 * like the server's SMS_URL_TEMPLATE, with the account and password the
 * gateway gives it. Empty: the server's gateway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('sms_url_template', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('company')
    .addColumn('sms_account', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('company')
    .addColumn('sms_pwd', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
