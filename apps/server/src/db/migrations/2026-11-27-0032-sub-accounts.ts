import type { Kysely } from 'kysely';
import { autoId, searchKeyType } from '../../platform/db/portable.js';

/*
 * Resident companies (sub-accounts): a company name is the company's once
 * (company_name_key); the email a resident company signs in with is one
 * across every company (email_key, lower-cased), since sign-in names no
 * company. Each company's template holds what a new resident company starts
 * with. Blacklist entries now say which resident company made them (0: the
 * main company), and a resident company's employees are listed by name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sub_account')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('company_name_key', searchKeyType(db), (c) => c.notNull())
    .addColumn('email', 'varchar(80)', (c) => c.notNull())
    .addColumn('email_key', searchKeyType(db), (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('floor', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('room_number', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('gids', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('egids', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('vegids', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('balance', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('va_perm', 'integer', (c) => c.notNull().defaultTo(0))
    // Granted module keys, comma-separated.
    .addColumn('modules', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_use', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('company_profile', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('meeting_point', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    // Null until the Administrator gives one: no sign-in before.
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('password_changed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The company's list by name, and the name check.
  await db.schema
    .createIndex('sub_account_name_unique')
    .on('sub_account')
    .columns(['company_id', 'company_name_key'])
    .unique()
    .execute();
  await db.schema.createIndex('sub_account_email_unique').on('sub_account').column('email_key').unique().execute();

  await db.schema
    .createTable('sub_account_template')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('modules', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('va_perm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('floor', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('room_number', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('gids', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('egids', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('vegids', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('balance', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('company_profile', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('meeting_point', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('blacklist_entry')
    .addColumn('subaccount_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // A resident company's page of its own entries, newest first.
  await db.schema
    .createIndex('blacklist_entry_subaccount_idx')
    .on('blacklist_entry')
    .columns(['company_id', 'subaccount_id', 'id'])
    .execute();
  // A resident company's employees by name.
  await db.schema
    .createIndex('employee_subaccount_name_idx')
    .on('employee')
    .columns(['company_id', 'subaccount_id', 'emp_name_key', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
