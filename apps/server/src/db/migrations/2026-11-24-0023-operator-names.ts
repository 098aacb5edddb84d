import type { Kysely } from 'kysely';
import { dialectOf } from '../../platform/db/portable.js';

/*
 * A visit names who signed the visitor in and out: a manager's user name (up
 * to 80 characters) or an employee's name (up to 100). The columns held 50, so
 * a long name broke the sign-in on PostgreSQL. SQLite does not enforce lengths.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const column of ['sign_in_op_name', 'sign_out_op_name']) {
    await db.schema
      .alterTable('visit')
      .alterColumn(column, (c) => c.setDataType('varchar(100)'))
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
