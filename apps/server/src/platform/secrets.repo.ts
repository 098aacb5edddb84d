import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, SingleUseSecretTable } from './db/schema.js';

type Db = Kysely<Database>;

export const insertSecret = (db: Db, row: Insertable<SingleUseSecretTable>) =>
  db.insertInto('singleUseSecret').values(row).execute();

export const findSecretByHash = (db: Db, purpose: string, secretHash: string) =>
  db
    .selectFrom('singleUseSecret')
    .selectAll()
    .where('secretHash', '=', secretHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();

export const findLatestSecretOf = (db: Db, purpose: string, subject: string) =>
  db
    .selectFrom('singleUseSecret')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('subject', '=', subject)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * Changes a secret that is still unused, unexpired and for `subject`; true for
 * the one caller whose update took, so of two racing callers only one wins.
 */
export const updateLiveSecret = async (
  db: Db,
  id: number,
  subject: string,
  now: number,
  changes: Updateable<SingleUseSecretTable>,
) => {
  const result = await db
    .updateTable('singleUseSecret')
    .set(changes)
    .where('id', '=', id)
    .where('subject', '=', subject)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const markUnusedSecretsUsed = (db: Db, purpose: string, subject: string, at: number) =>
  db
    .updateTable('singleUseSecret')
    .set({ usedAt: at })
    .where('purpose', '=', purpose)
    .where('subject', '=', subject)
    .where('usedAt', 'is', null)
    .execute();

export const countSecretsIssuedSince = async (db: Db, purpose: string, subject: string, since: number) => {
  const row = await db
    .selectFrom('singleUseSecret')
    .select((eb) => eb.fn.countAll<number>().as('issued'))
    .where('purpose', '=', purpose)
    .where('subject', '=', subject)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.issued);
};

export const deleteSecretsExpiredBefore = async (db: Db, purpose: string, before: number) =>
  Number(
    (await db.deleteFrom('singleUseSecret').where('purpose', '=', purpose).where('expiresAt', '<', before).executeTakeFirst())
      .numDeletedRows,
  );
