import type { Kysely } from 'kysely';

/*
 * Data control: which columns of the visit lists a company shows and which
 * visitor kinds (signinType 0-3) its lists offer. One row per company that
 * changed them; a company without a row sees everything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_control')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id').onDelete('cascade'))
    // JSON arrays: column keys, and signinType numbers.
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
