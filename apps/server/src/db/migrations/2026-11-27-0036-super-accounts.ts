import type { Kysely } from 'kysely';
import { autoId, searchKeyType } from '../../platform/db/portable.js';

/*
 * Super accounts: one sign-in over several companies, reading their visitor
 * counts, or (hq = 1) an HQ Administrator's reading each branch's visits and
 * settings. The name is unique across the installation (username_key,
 * lower-cased); a company leaving the installation leaves the accounts that covered it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('super_account')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('username', 'varchar(50)', (c) => c.notNull())
    .addColumn('username_key', searchKeyType(db), (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('hq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('super_account_company')
    .addColumn('super_account_id', 'integer', (c) => c.notNull().references('super_account.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('super_account_company_pk', ['super_account_id', 'company_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
