import type { Insertable, Kysely } from 'kysely';
import { reusableQuery } from '../db/reusable-query.js';
import type { Database, SessionTable } from '../db/schema.js';

/** Whose sessions: the subject's kind and id within its company. */
export interface SessionOwner {
  kind: string;
  subjectId: number;
  companyId: number;
}

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

/** The subject's sessions used since `since`, newest first; the token hash stays on the server. */
export const listSessionsOfSubject = (db: Kysely<Database>, owner: SessionOwner, since: number) =>
  db
    .selectFrom('session')
    .select(['id', 'tokenHash', 'createdAt', 'lastSeenAt', 'ip', 'userAgent'])
    .where('subjectKind', '=', owner.kind)
    .where('companyId', '=', owner.companyId)
    .where('subjectId', '=', owner.subjectId)
    .where('lastSeenAt', '>=', since)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Deletes the session if it is the subject's own; answers whether it was. */
export const deleteSessionOfSubject = async (db: Kysely<Database>, owner: SessionOwner, id: number) => {
  const result = await db
    .deleteFrom('session')
    .where('id', '=', id)
    .where('subjectKind', '=', owner.kind)
    .where('companyId', '=', owner.companyId)
    .where('subjectId', '=', owner.subjectId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** Sessions unused since `before` (idle-expired); the purge deletes them. */
export const deleteSessionsIdleSince = async (db: Kysely<Database>, before: number) =>
  Number((await db.deleteFrom('session').where('lastSeenAt', '<', before).executeTakeFirst()).numDeletedRows);
