import type { Kysely } from 'kysely';

/* getEmpWlist pages the whitelisted employees of a company by name: an index range scan, not a scan of the company. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('employee_wlist_idx')
    .on('employee')
    .columns(['company_id', 'wlist', 'emp_name_key', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
