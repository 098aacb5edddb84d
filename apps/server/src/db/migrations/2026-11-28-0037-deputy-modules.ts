import type { Kysely } from 'kysely';

/*
 * Managers (sType 3 logistics, 5 sub-administrator) are kept with the
 * reception accounts; a sub-administrator's granted console modules are
 * stored as comma-separated keys, '' for the other types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reception_account')
    .addColumn('modules', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
