import type { Kysely } from 'kysely';

/*
 * Whether the Administrator has hidden the setup guide on the overview. The
 * steps themselves are read from the data they ask for, so only this is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('setup_guide_dismissed', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
