import { permissions } from '@vestibule/contract';
import type { Kysely } from 'kysely';
import { onlyTheFirst } from '../../platform/db/portable.js';
import type { Database } from '../../platform/db/schema.js';

/* The front desk's own reads and writes of visits, each within the caller's scope. */

type Db = Kysely<Database>;

/** The caller's visits: the company's, or a Subcompany's own (subaccountId > 0). */
export interface DeskScope {
  companyId: number;
  subaccountId: number;
}

const scoped = (db: Db, scope: DeskScope) => {
  const query = db.selectFrom('visit').where('visit.companyId', '=', scope.companyId);
  return scope.subaccountId > 0 ? query.where('visit.subaccountId', '=', scope.subaccountId) : query;
};

/** Whether the invitation's visitor is on site: its own visit or a later one made with its code (appid). */
export const invitationOnSite = async (db: Db, scope: DeskScope, vid: number) =>
  (await scoped(db, scope)
    .select('visit.id')
    .where((eb) => eb.or([eb('visit.id', '=', vid), eb('visit.appid', '=', vid)]))
    .where('visit.visitdate', 'is not', null)
    .where('visit.signOutDate', 'is', null)
    .limit(onlyTheFirst)
    .executeTakeFirst()) !== undefined;

/**
 * Counts one more use of an invitation's code, unless another desk counted one
 * since `seen` was read (two desks at once: one wins); whether it did.
 */
export const countCodeUse = async (db: Db, scope: DeskScope, vid: number, seen: number) =>
  (
    await db
      .updateTable('visit')
      .set({ codeUses: seen + 1 })
      .where('companyId', '=', scope.companyId)
      .where('id', '=', vid)
      .where('codeUses', '=', seen)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

/**
 * Visits of a phone or an ID number not yet arrived, invited or pre-registered,
 * listed on a day from `fromDay` to `toDay`; newest first.
 */
export const expectedOfContact = (
  db: Db,
  scope: DeskScope,
  contact: { phone: string; cardId: string },
  fromDay: string,
  toDay: string,
  limit: number,
) => {
  let query = scoped(db, scope)
    .selectAll('visit')
    .where('visit.listDay', '>=', fromDay)
    .where('visit.listDay', '<=', toDay)
    .where('visit.visitdate', 'is', null)
    .where('visit.signOutDate', 'is', null)
    .where('visit.signinType', 'in', [1, 2])
    // A cancelled invitation (its meeting was called off) is expected no more.
    .where('visit.permission', '<>', permissions.cancelled);
  if (contact.phone) query = query.where('visit.vphone', '=', contact.phone);
  if (contact.cardId) query = query.where('visit.cardId', '=', contact.cardId);
  return query.orderBy('visit.listDay', 'desc').orderBy('visit.id', 'desc').limit(limit).execute();
};

/** The latest visit of the phone that arrived (signed in at some time), or undefined. */
export const latestArrivalOfPhone = (db: Db, scope: DeskScope, phone: string) =>
  scoped(db, scope)
    .selectAll('visit')
    .where('visit.vphone', '=', phone)
    .where('visit.visitdate', 'is not', null)
    .orderBy('visit.visitdate', 'desc')
    .orderBy('visit.id', 'desc')
    .limit(onlyTheFirst)
    .executeTakeFirst();

/** The visits of the phone on site now (signed in, not out). */
export const onSiteIdsOfPhone = async (db: Db, scope: DeskScope, phone: string) =>
  (
    await scoped(db, scope)
      .select('visit.id')
      .where('visit.vphone', '=', phone)
      .where('visit.visitdate', 'is not', null)
      .where('visit.signOutDate', 'is', null)
      .execute()
  ).map((row) => row.id);
