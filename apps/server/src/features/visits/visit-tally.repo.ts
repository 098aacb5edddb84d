import type { Kysely } from 'kysely';
import { reusableQuery } from '../../platform/db/reusable-query.js';
import type { Database } from '../../platform/db/schema.js';
import type { VisitScope } from './visit-scope.repo.js';

/* The day tallies of sign-ins (decision 0009): what every sign-in answers as vcount. */

type Db = Kysely<Database>;

export const tallyShards = 32;

// Run by every sign-in: compiled once (platform/db/reusable-query.ts).
const upsertTally = reusableQuery((db, companyId: number, subaccountId: number, day: string, shard: number) =>
  db
    .insertInto('visitDayTally')
    .values({ companyId, subaccountId, day, shard, signedIn: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['companyId', 'day', 'subaccountId', 'shard'])
        .doUpdateSet((eb) => ({ signedIn: eb('visitDayTally.signedIn', '+', 1) })),
    ),
);

/** Counts a sign-in on its day's tally (vcount). */
export const tallySignIn = (db: Db, companyId: number, subaccountId: number, day: string, vid: number) =>
  upsertTally(db, companyId, subaccountId, day, vid % tallyShards);

const countOfCompany = reusableQuery((db, companyId: number, day: string) =>
  db
    .selectFrom('visitDayTally')
    .select((eb) => eb.fn.sum<number | string | null>('signedIn').as('count'))
    .where('companyId', '=', companyId)
    .where('day', '=', day),
);
const countOfSubaccount = reusableQuery((db, companyId: number, subaccountId: number, day: string) =>
  db
    .selectFrom('visitDayTally')
    .select((eb) => eb.fn.sum<number | string | null>('signedIn').as('count'))
    .where('companyId', '=', companyId)
    .where('subaccountId', '=', subaccountId)
    .where('day', '=', day),
);

/** Visits signed in on the day, from its tally. */
export const countSignedInOn = async (db: Db, scope: VisitScope, day: string) => {
  const [row] =
    scope.subaccountId > 0
      ? await countOfSubaccount(db, scope.companyId, scope.subaccountId, day)
      : await countOfCompany(db, scope.companyId, day);
  return Number(row?.count ?? 0);
};
