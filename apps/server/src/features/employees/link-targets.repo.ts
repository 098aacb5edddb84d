import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* What an employee may be linked to: the company's departments and roles. */

type Db = Kysely<Database>;

/** Which of these ids are the company's departments. */
export const existingDepartmentIds = async (db: Db, companyId: number, deptids: readonly number[]) =>
  deptids.length === 0
    ? []
    : (
        await db.selectFrom('department').select('id').where('companyId', '=', companyId).where('id', 'in', deptids).execute()
      ).map((row) => row.id);

/** Which of these ids are the company's roles; a role group (parentId 0) is held by nobody and is left out. */
export const holdableRoleIds = async (db: Db, companyId: number, rids: readonly number[]) =>
  rids.length === 0
    ? []
    : (
        await db
          .selectFrom('role')
          .select('id')
          .where('companyId', '=', companyId)
          .where('id', 'in', rids)
          .where('parentId', '<>', 0)
          .execute()
      ).map((row) => row.id);
