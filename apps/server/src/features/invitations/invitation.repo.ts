import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* The invitation rows of the visit table (signinType 1). */

type Db = Kysely<Database>;

/** An invitation of the company with its company's name; undefined for any other visit. */
export const findInvitation = (db: Db, companyId: number, vid: number, signinTypes: readonly number[]) =>
  db
    .selectFrom('visit')
    .innerJoin('company', 'company.id', 'visit.companyId')
    .selectAll('visit')
    .select(['company.company as companyName', 'company.language as companyLanguage'])
    .where('visit.companyId', '=', companyId)
    .where('visit.id', '=', vid)
    .where('visit.signinType', 'in', signinTypes)
    .executeTakeFirst();

/** Moves an invitation from one of `from` to `to`; true when it was in one of them (one of two racing replies wins). */
export async function updateInvitationStatus(db: Db, companyId: number, vid: number, from: readonly number[], to: number) {
  const result = await db
    .updateTable('visit')
    .set({ status: to })
    .where('companyId', '=', companyId)
    .where('id', '=', vid)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
