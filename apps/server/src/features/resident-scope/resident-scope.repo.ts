import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* What a resident company's session may do, read before its calls. */

type Db = Kysely<Database>;

/** Whether it is in use, its modules and vaPerm, and the company's resident-company switch; undefined when the company has no such resident company. */
export const findGrant = (db: Db, companyId: number, id: number) =>
  db
    .selectFrom('subAccount')
    .innerJoin('company', 'company.id', 'subAccount.companyId')
    .select(['subAccount.isUse', 'subAccount.modules', 'subAccount.vaPerm', 'company.subAccount as companySwitch'])
    .where('subAccount.companyId', '=', companyId)
    .where('subAccount.id', '=', id)
    .executeTakeFirst();
