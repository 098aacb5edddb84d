import type { Kysely } from 'kysely';

/*
 * A name search always has a day range too. With the day in the name index
 * both are checked in the index, so a common name prefix no longer reads the
 * visit rows of two years to keep the thirty days asked for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('visit_name_idx').execute();
  await db.schema.createIndex('visit_name_idx').on('visit').columns(['company_id', 'vname_key', 'list_day', 'id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
