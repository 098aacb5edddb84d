import type { Insertable, Kysely, Updateable } from 'kysely';
import { containsText } from '../../platform/db/portable.js';
import type { Database, QuestionnaireItemTable, QuestionnaireTable } from '../../platform/db/schema.js';

/* Questionnaires (item banks) and their items. */

type Db = Kysely<Database>;

const banksOf = (db: Db, companyId: number, id: number | undefined) => {
  const query = db.selectFrom('questionnaire').where('companyId', '=', companyId);
  return id === undefined ? query : query.where('id', '=', id);
};

/** A page of the company's banks (or the one named), newest first, with how many items each holds. */
export const listQuestionnaires = (db: Db, companyId: number, id: number | undefined, offset: number, limit: number) =>
  banksOf(db, companyId, id)
    .selectAll('questionnaire')
    .select((eb) =>
      eb
        .selectFrom('questionnaireItem')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('questionnaireItem.questionnaireId', '=', 'questionnaire.id')
        .as('itemCount'),
    )
    .orderBy('createTime', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countQuestionnaires = async (db: Db, companyId: number, id: number | undefined) =>
  Number(
    (
      await banksOf(db, companyId, id)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

export const findQuestionnaire = (db: Db, companyId: number, id: number) =>
  db.selectFrom('questionnaire').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();

export const insertQuestionnaire = async (db: Db, row: Insertable<QuestionnaireTable>) =>
  (await db.insertInto('questionnaire').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateQuestionnaireRow = async (db: Db, companyId: number, id: number, change: Updateable<QuestionnaireTable>) =>
  Number(
    (await db.updateTable('questionnaire').set(change).where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst())
      .numUpdatedRows,
  ) > 0;

/** Deletes a bank; its items go with it (the foreign key cascades). */
export const deleteQuestionnaire = async (db: Db, companyId: number, id: number) =>
  Number(
    (await db.deleteFrom('questionnaire').where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst())
      .numDeletedRows,
  ) > 0;

const itemsOf = (db: Db, companyId: number, questionnaireId: number, question: string) => {
  const query = db
    .selectFrom('questionnaireItem')
    .where('companyId', '=', companyId)
    .where('questionnaireId', '=', questionnaireId);
  return question ? query.where(containsText(db, 'question', question)) : query;
};

/** A page of a bank's items in order. */
export const listItems = (db: Db, companyId: number, questionnaireId: number, question: string, offset: number, limit: number) =>
  itemsOf(db, companyId, questionnaireId, question)
    .selectAll()
    .orderBy('qorder')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();

export const countItems = async (db: Db, companyId: number, questionnaireId: number, question: string) =>
  Number(
    (
      await itemsOf(db, companyId, questionnaireId, question)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** The highest order in a bank, or null when it has no items. */
export const lastItemOrder = async (db: Db, questionnaireId: number) =>
  (
    await db
      .selectFrom('questionnaireItem')
      .select((eb) => eb.fn.max('qorder').as('last'))
      .where('questionnaireId', '=', questionnaireId)
      .executeTakeFirst()
  )?.last ?? null;

export const insertItem = async (db: Db, row: Insertable<QuestionnaireItemTable>) =>
  (await db.insertInto('questionnaireItem').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const findItem = (db: Db, companyId: number, id: number) =>
  db.selectFrom('questionnaireItem').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();

export const updateItemRow = (db: Db, companyId: number, id: number, change: Updateable<QuestionnaireItemTable>) =>
  db.updateTable('questionnaireItem').set(change).where('companyId', '=', companyId).where('id', '=', id).execute();

/** How many of the ids are the company's items. */
export const countOwnItems = async (db: Db, companyId: number, ids: number[]) =>
  Number(
    (
      await db
        .selectFrom('questionnaireItem')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('companyId', '=', companyId)
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow()
    ).count,
  );

export const deleteItems = (db: Db, companyId: number, ids: number[]) =>
  db.deleteFrom('questionnaireItem').where('companyId', '=', companyId).where('id', 'in', ids).execute();
