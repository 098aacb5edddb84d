import type { Kysely } from 'kysely';
import { autoId, searchKeyType } from '../../platform/db/portable.js';

/*
 * Reception and verification accounts: an account name is the company's once
 * (account_key, lower-cased); LoginManager finds an account by its key in any
 * company, hence the index leading with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reception_account')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('account', 'varchar(50)', (c) => c.notNull())
    .addColumn('account_key', searchKeyType(db), (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('sname', 'varchar(50)', (c) => c.notNull())
    .addColumn('s_type', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('gid', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reception_account_key_unique')
    .on('reception_account')
    .columns(['company_id', 'account_key'])
    .unique()
    .execute();
  await db.schema.createIndex('reception_account_key_idx').on('reception_account').columns(['account_key']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
