import type { Insertable, Kysely } from 'kysely';
import { reusableQuery } from '../db/reusable-query.js';
import type { Database, SessionTable } from '../db/schema.js';

export const insertSession = (db: Kysely<Database>, row: Insertable<SessionTable>) =>
  db.insertInto('session').values(row).returning('id').executeTakeFirstOrThrow();

const selectSessionByTokenHash = reusableQuery((db, tokenHash: string) =>
  db.selectFrom('session').selectAll().where('tokenHash', '=', tokenHash),
);

export const findSessionByTokenHash = async (db: Kysely<Database>, tokenHash: string) =>
  (await selectSessionByTokenHash(db, tokenHash))[0];

export const touchSession = (db: Kysely<Database>, id: number, at: number) =>
  db.updateTable('session').set({ lastSeenAt: at }).where('id', '=', id).execute();

export const deleteSessions = (db: Kysely<Database>, ids: readonly number[]) =>
  db.deleteFrom('session').where('id', 'in', ids).execute();

export const deleteSessionsOfSubjects = (
  db: Kysely<Database>,
  subjectKind: string,
  companyId: number,
  subjectIds: readonly number[],
  exceptId = 0,
) =>
  db
    .deleteFrom('session')
    .where('subjectKind', '=', subjectKind)
    .where('companyId', '=', companyId)
    .where('subjectId', 'in', subjectIds)
    .where('id', '!=', exceptId)
    .execute();

/** Sessions unused since `before` (idle-expired); the purge deletes them. */
export const deleteSessionsIdleSince = async (db: Kysely<Database>, before: number) =>
  Number((await db.deleteFrom('session').where('lastSeenAt', '<', before).executeTakeFirst()).numDeletedRows);
