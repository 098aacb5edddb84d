import { type Kysely, sql } from 'kysely';

/*
 * The short code an invitation or pre-registration gives its visitor to type
 * at the tablet instead of scanning: six digits, looked up within the company.
 * Visits made before it have none and are found by their QR code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('visit')
    .addColumn('acode', 'varchar(6)', (column) => column.notNull().defaultTo(sql`''`))
    .execute();
  await db.schema.createIndex('visit_acode_idx').on('visit').columns(['company_id', 'acode']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
