import type { Insertable, Kysely } from 'kysely';
import type { Database, TrainingAttemptTable, TrainingPassTable } from '../../platform/db/schema.js';

/* Training attempts and their results (decision 0039). */

type Db = Kysely<Database>;

export const saveQuestionnaireSwitch = (db: Db, companyId: number, questionnaireSwitch: number) =>
  db.updateTable('company').set({ questionnaireSwitch }).where('id', '=', companyId).execute();

/** Every item of a bank in order, with its answer: what an attempt draws from. */
export const bankItems = (db: Db, companyId: number, questionnaireId: number) =>
  db
    .selectFrom('questionnaireItem')
    .select(['id', 'question', 'foption', 'answer', 'score'])
    .where('companyId', '=', companyId)
    .where('questionnaireId', '=', questionnaireId)
    .orderBy('qorder')
    .orderBy('id')
    .execute();

/** The company's items of these ids (those still there). */
export const itemsByIds = (db: Db, companyId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('questionnaireItem')
        .select(['id', 'question', 'foption', 'answer', 'score'])
        .where('companyId', '=', companyId)
        .where('id', 'in', ids)
        .execute();

export const insertAttempt = async (db: Db, row: Insertable<TrainingAttemptTable>) =>
  (await db.insertInto('trainingAttempt').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const findAttempt = (db: Db, companyId: number, id: number) =>
  db.selectFrom('trainingAttempt').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();

/** Marks the attempt answered; false when it was already (two submissions at once: the second finds it done). */
export const closeAttempt = async (db: Db, companyId: number, id: number, submittedAt: number, videoWatched: number) =>
  Number(
    (
      await db
        .updateTable('trainingAttempt')
        .set({ submittedAt, videoWatched })
        .where('companyId', '=', companyId)
        .where('id', '=', id)
        .where('submittedAt', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) > 0;

/** Whether the person has watched the video through before: a retry may skip it. */
export const hasWatchedVideo = async (db: Db, companyId: number, personKey: string, tvid: string) =>
  (await db
    .selectFrom('trainingAttempt')
    .select('id')
    .where('companyId', '=', companyId)
    .where('personKey', '=', personKey)
    .where('tvid', '=', tvid)
    .where('videoWatched', '=', 1)
    .limit(1)
    .executeTakeFirst()) !== undefined;

export const insertPass = (db: Db, row: Insertable<TrainingPassTable>) => db.insertInto('trainingPass').values(row).execute();

/** Removes attempts begun before `before` and never answered (answered ones hold their results); how many. */
export const deleteUnansweredAttemptsBefore = async (db: Db, before: number) =>
  Number(
    (await db.deleteFrom('trainingAttempt').where('submittedAt', 'is', null).where('startedAt', '<', before).executeTakeFirst())
      .numDeletedRows,
  );
