import type { Insertable, Kysely } from 'kysely';
import type { Database, SessionTable } from '../db/schema.js';

export const insertSession = (db: Kysely<Database>, row: Insertable<SessionTable>) =>
  db.insertInto('session').values(row).returning('id').executeTakeFirstOrThrow();

export const findSessionByTokenHash = (db: Kysely<Database>, tokenHash: string) =>
  db.selectFrom('session').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();

export const touchSession = (db: Kysely<Database>, id: number, at: number) =>
  db.updateTable('session').set({ lastSeenAt: at }).where('id', '=', id).execute();

export const deleteSession = (db: Kysely<Database>, id: number) => db.deleteFrom('session').where('id', '=', id).execute();

export const deleteSessionsOfSubject = (db: Kysely<Database>, subjectKind: string, subjectId: number, exceptId = 0) =>
  db
    .deleteFrom('session')
    .where('subjectKind', '=', subjectKind)
    .where('subjectId', '=', subjectId)
    .where('id', '!=', exceptId)
    .execute();
