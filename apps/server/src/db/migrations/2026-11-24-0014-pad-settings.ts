import type { Kysely } from 'kysely';

/*
 * The tablet's carousel: 2 to 5 picture URLs, comma-separated as the original
 * keeps them. Five upload URLs with long file names do not fit the 512
 * characters of the other picture settings, hence a wider column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('carousel_pic', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
