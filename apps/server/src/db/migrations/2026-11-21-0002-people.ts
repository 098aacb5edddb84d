import { type Kysely, sql } from 'kysely';
import { autoId, searchKeyType } from '../../platform/db/portable.js';

/*
 * People: employees, departments and their links, roles and role groups,
 * visit proxies, address-book imports and one-time download tickets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('department')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('dept_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('dept_name_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('dept_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dept_manager_empid', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('default_receiver', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('v_max_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('department_name_unique', ['company_id', 'dept_name_key'])
    .addUniqueConstraint('department_no_unique', ['company_id', 'dept_no'])
    .execute();
  await db.schema.createIndex('department_parent_idx').on('department').columns(['company_id', 'parent_id']).execute();

  await db.schema
    .createTable('employee')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('emp_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('emp_name_key', searchKeyType(db), (c) => c.notNull())
    .addColumn('emp_no', searchKeyType(db), (c) => c.notNull().defaultTo(''))
    .addColumn('emp_phone', searchKeyType(db), (c) => c.notNull())
    .addColumn('emp_email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('emp_position', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('emp_nickname', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('emp_sex', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('card_no', searchKeyType(db), (c) => c.notNull().defaultTo(''))
    .addColumn('telephone', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('workbay', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('emp_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visit_type', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('default_notify', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subaccount_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('egids', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('end_date', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('face', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plate_num', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('pad_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_reservation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('emp_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wlist', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('password_changed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('employee_phone_unique', ['company_id', 'emp_phone'])
    .execute();
  // Host lookup searches these by prefix within one company (index range scans).
  // Lists and lookups order by name, then id: the index gives that order on both databases.
  await db.schema.createIndex('employee_name_idx').on('employee').columns(['company_id', 'emp_name_key', 'id']).execute();
  await db.schema.createIndex('employee_no_idx').on('employee').columns(['company_id', 'emp_no']).execute();
  // Work numbers are unique in a company once given; many employees may have none.
  await db.schema
    .createIndex('employee_no_unique')
    .on('employee')
    .columns(['company_id', 'emp_no'])
    .unique()
    .where(sql.ref('emp_no'), '<>', '')
    .execute();
  await db.schema.createIndex('employee_card_idx').on('employee').columns(['company_id', 'card_no']).execute();
  // Sign-in by phone looks across companies.
  await db.schema.createIndex('employee_phone_idx').on('employee').column('emp_phone').execute();

  await db.schema
    .createTable('emp_dept')
    .addColumn('empid', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('deptid', 'integer', (c) => c.notNull().references('department.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('emp_dept_pk', ['empid', 'deptid'])
    .execute();
  await db.schema.createIndex('emp_dept_dept_idx').on('emp_dept').columns(['deptid', 'empid']).execute();

  await db.schema
    .createTable('role')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('rg_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('role_parent_idx').on('role').columns(['company_id', 'parent_id']).execute();

  await db.schema
    .createTable('role_emp')
    .addColumn('rid', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('empid', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_emp_pk', ['rid', 'empid'])
    .execute();
  await db.schema.createIndex('role_emp_emp_idx').on('role_emp').column('empid').execute();

  await db.schema
    .createTable('visit_proxy')
    .addColumn('empid', 'integer', (c) => c.primaryKey().references('employee.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('proxy_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('proxy_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('proxy_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_date', 'bigint')
    .addColumn('end_date', 'bigint')
    .execute();
  await db.schema.createIndex('visit_proxy_proxy_idx').on('visit_proxy').column('proxy_id').execute();

  await db.schema
    .createTable('employee_import')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('download_ticket')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('subject_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
