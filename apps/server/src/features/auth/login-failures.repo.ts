import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

export const countFailuresSince = async (db: Kysely<Database>, subjectKind: string, account: string, since: number) => {
  const row = await db
    .selectFrom('loginFailure')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('subjectKind', '=', subjectKind)
    .where('account', '=', account)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.failures);
};

export const insertFailure = (db: Kysely<Database>, subjectKind: string, account: string, at: number) =>
  db.insertInto('loginFailure').values({ subjectKind, account, at }).execute();

export const clearFailures = (db: Kysely<Database>, subjectKind: string, account: string) =>
  db.deleteFrom('loginFailure').where('subjectKind', '=', subjectKind).where('account', '=', account).execute();

export const deleteFailuresBefore = async (db: Kysely<Database>, before: number) =>
  Number((await db.deleteFrom('loginFailure').where('at', '<', before).executeTakeFirst()).numDeletedRows);
