import { type Kysely, sql } from 'kysely';
import { autoId, searchKeyType } from '../../platform/db/portable.js';

/*
 * Projects and resident visitors (decision 0035). A project's name is unique
 * in its company whatever its case; a resident's card number is unique among
 * the company's residents. A resident's pid is 0 without a project, so it
 * holds no reference; deleting a project moves its residents there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resident_project')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('p_name', 'varchar(50)', (c) => c.notNull())
    // searchKey(p_name): the name's case-free form, unique per company.
    .addColumn('p_name_key', searchKeyType(db), (c) => c.notNull())
    .addColumn('charge', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('charge_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // YYYY-MM-DD; '' when open.
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('account', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('resident_project_name_uq')
    .on('resident_project')
    .columns(['company_id', 'p_name_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('resident_visitor')
    // "C" and digits, as addResidentVisitor answers it.
    .addColumn('rid', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('name_key', searchKeyType(db), (c) => c.notNull())
    // The resident's employer; company_key is its case-free form, for grouping and the 301 rule.
    .addColumn('company', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('company_key', searchKeyType(db), (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('age', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('sex', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leader', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('job', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('department', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('cardid', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('card_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('plate_num', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('egids', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('face', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  // The lists, newest first: all, of a project, by name, by company; and the desk's lookups.
  const indexes: Array<[string, string[]]> = [
    ['resident_visitor_company_idx', ['company_id', 'create_time', 'rid']],
    ['resident_visitor_project_idx', ['company_id', 'pid', 'create_time', 'rid']],
    ['resident_visitor_name_idx', ['company_id', 'name_key']],
    ['resident_visitor_employer_idx', ['company_id', 'company_key', 'pid']],
    ['resident_visitor_phone_idx', ['company_id', 'phone']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('resident_visitor').columns(columns).execute();
  }
  await db.schema
    .createIndex('resident_visitor_card_uq')
    .on('resident_visitor')
    .columns(['company_id', 'card_no'])
    .unique()
    .where(sql.ref('card_no'), '<>', sql.lit(''))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
