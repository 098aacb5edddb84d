import type { Kysely } from 'kysely';

/*
 * An employee's accounts in the company's messaging directories: the DingTalk
 * user id (ddid), the RTX account and the WeChat Work user id (openid), as the
 * original qcv_employee has them. Notices to the host go to these accounts, and
 * the address-book sync matches employees by them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['ddid', 'emp_rtx_account', 'openid']) {
    await db.schema
      .alterTable('employee')
      .addColumn(column, 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema.createIndex('employee_ddid_idx').on('employee').columns(['company_id', 'ddid']).execute();
  await db.schema.createIndex('employee_rtx_account_idx').on('employee').columns(['company_id', 'emp_rtx_account']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
