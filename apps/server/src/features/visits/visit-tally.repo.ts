import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { VisitScope } from './visits.repo.js';

/* The day tallies of sign-ins (decision 0009): what every sign-in answers as vcount. */

type Db = Kysely<Database>;

export const tallyShards = 32;

/** Counts a sign-in on its day's tally (vcount). */
export const tallySignIn = (db: Db, companyId: number, subaccountId: number, day: string, vid: number) =>
  db
    .insertInto('visitDayTally')
    .values({ companyId, subaccountId, day, shard: vid % tallyShards, signedIn: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['companyId', 'day', 'subaccountId', 'shard'])
        .doUpdateSet((eb) => ({ signedIn: eb('visitDayTally.signedIn', '+', 1) })),
    )
    .execute();

/** Visits signed in on the day, from its tally. */
export const countSignedInOn = async (db: Db, scope: VisitScope, day: string) => {
  let query = db
    .selectFrom('visitDayTally')
    .select((eb) => eb.fn.sum<number | string | null>('signedIn').as('count'))
    .where('companyId', '=', scope.companyId)
    .where('day', '=', day);
  if (scope.subaccountId > 0) query = query.where('subaccountId', '=', scope.subaccountId);
  return Number((await query.executeTakeFirstOrThrow()).count ?? 0);
};
