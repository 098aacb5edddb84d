import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

export interface FailureKey {
  kind: string;
  account: string;
  address: string;
}

export const countFailuresSince = async (db: Db, key: FailureKey, since: number) => {
  const row = await db
    .selectFrom('loginFailure')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('subjectKind', '=', key.kind)
    .where('account', '=', key.account)
    .where('address', '=', key.address)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.failures);
};

/** Whether the account has at least `atLeast` failures of these kinds since then, from any address; reads no more rows than that. */
export const hasFailuresFromAnywhere = async (
  db: Db,
  kinds: readonly string[],
  account: string,
  since: number,
  atLeast: number,
) => {
  const rows = await db
    .selectFrom('loginFailure')
    .select('id')
    .where('subjectKind', 'in', kinds)
    .where('account', '=', account)
    .where('at', '>', since)
    .limit(atLeast)
    .execute();
  return rows.length >= atLeast;
};

export const insertFailure = (db: Db, key: FailureKey, at: number) =>
  db.insertInto('loginFailure').values({ subjectKind: key.kind, account: key.account, address: key.address, at }).execute();

export const clearFailures = (db: Db, key: FailureKey) =>
  db
    .deleteFrom('loginFailure')
    .where('subjectKind', '=', key.kind)
    .where('account', '=', key.account)
    .where('address', '=', key.address)
    .execute();

export const deleteFailuresBefore = async (db: Db, before: number) =>
  Number((await db.deleteFrom('loginFailure').where('at', '<', before).executeTakeFirst()).numDeletedRows);
