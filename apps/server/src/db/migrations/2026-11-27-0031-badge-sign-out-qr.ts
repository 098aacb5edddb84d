import type { Kysely } from 'kysely';

/*
 * The badge's sign-out QR code, a part of its own beside the picture. Companies
 * made before it keep the badge they print (0); new companies start with it on,
 * set where they are created (docs/decisions/0020).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('badge_qrcode', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
