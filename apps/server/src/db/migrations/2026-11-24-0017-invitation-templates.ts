import type { Kysely } from 'kysely';

/*
 * Invitation templates (qcv_appointment_usertemplate, qcv_appointment_emptemplate):
 * the company's, one per template type, and an employee's own, one per type.
 * The original keys an employee's by phone; here by the employee, so a new
 * phone keeps them and a deleted employee takes them along. Company templates
 * are company-wide (gid stays 0, kept for the wire).
 */
const textColumns = (table: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
  table
    .addColumn('template_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('invite_content', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('longitude', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('company_profile', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('traffic', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull());

export async function up(db: Kysely<unknown>): Promise<void> {
  await textColumns(db.schema.createTable('company_template'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('gid', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('company_template_pk', ['company_id', 'template_type', 'gid'])
    .execute();

  await textColumns(db.schema.createTable('employee_template'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('empid', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('employee_template_pk', ['empid', 'template_type'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
