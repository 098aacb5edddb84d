import type { Kysely } from 'kysely';

/*
 * Account security: each company's sign-in lockout (failures that lock, and
 * the minutes they count and the lock lasts), with the defaults every company
 * had before; and the browser a session signed in from, so its owner can tell
 * the sessions apart ('' for those opened before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('lock_threshold', 'integer', (column) => column.notNull().defaultTo(5))
    .execute();
  await db.schema
    .alterTable('company')
    .addColumn('lock_minutes', 'integer', (column) => column.notNull().defaultTo(15))
    .execute();
  await db.schema
    .alterTable('session')
    .addColumn('user_agent', 'varchar(512)', (column) => column.notNull().defaultTo(''))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
