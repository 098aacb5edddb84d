import type { Kysely } from 'kysely';

/*
 * Each company's OpenID Connect provider for single sign-on (decision 0025):
 * one row per company, the client secret sealed with the server's key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_provider')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('issuer', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_id', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // AES-GCM of the secret as iv.tag.ciphertext in base64url; '' when none is stored.
    .addColumn('sealed_client_secret', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('claim', 'varchar(30)', (c) => c.notNull().defaultTo('email'))
    .addColumn('for_manager', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('for_employee', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('jit_employees', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('route_name', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    // Lower-case email domains, comma-separated with a comma at each end, so ',domain,' finds one.
    .addColumn('domains', 'varchar(510)', (c) => c.notNull().defaultTo(''))
    // The original product's ssoLogin by signature, and its shared secret, sealed like the client secret.
    .addColumn('legacy_login', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sealed_legacy_secret', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
