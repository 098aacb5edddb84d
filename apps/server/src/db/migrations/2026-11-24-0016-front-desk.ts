import type { Kysely } from 'kysely';

/*
 * The front desk's invitation codes: an invitation's visit counts the sign-ins
 * made with its code (the company's qrMaxCount bounds them), and a visitor who
 * comes back with the same code gets a visit of their own that names the
 * invitation (appid), so each stay has its own times and timeline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('visit')
    .addColumn('code_uses', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('visit')
    .addColumn('appid', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // A returning visitor's earlier stays are found by their invitation.
  await db.schema.createIndex('visit_appid_idx').on('visit').columns(['company_id', 'appid']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
