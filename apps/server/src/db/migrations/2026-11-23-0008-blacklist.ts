import { type Kysely, sql } from 'kysely';
import { autoId, searchKeyType } from '../../platform/db/portable.js';

/*
 * The blacklist: people a company refuses at appointment and at sign-in. A
 * phone or an ID number is on a company's list once (partial unique indexes,
 * which also serve the lookups of visits); lists page newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blacklist_entry')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', searchKeyType(db), (c) => c.notNull().defaultTo(''))
    .addColumn('credential_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    // Trimmed and lower-cased: an ID number matches regardless of case ('x' or 'X' as its check character).
    .addColumn('credential_key', searchKeyType(db), (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // Lower-cased name, phone, ID number and remark: what a part-of-text search looks in.
    .addColumn('search_text', 'varchar(800)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blacklist_entry_company_idx').on('blacklist_entry').columns(['company_id', 'id']).execute();
  await db.schema
    .createIndex('blacklist_entry_phone_unique')
    .on('blacklist_entry')
    .columns(['company_id', 'phone'])
    .unique()
    .where(sql.ref('phone'), '<>', '')
    .execute();
  await db.schema
    .createIndex('blacklist_entry_credential_unique')
    .on('blacklist_entry')
    .columns(['company_id', 'credential_key'])
    .unique()
    .where(sql.ref('credential_key'), '<>', '')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
