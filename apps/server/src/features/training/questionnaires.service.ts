import {
  AppError,
  type Page,
  type Questionnaire,
  type QuestionnaireItem,
  type QuestionOption,
  letteredItem,
  Status,
} from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import type { QuestionnaireItemTable, QuestionnaireTable } from '../../platform/db/schema.js';
import { pageWindow } from '../../platform/paging.js';
import { assertPlanIncludes } from '../plans/plans.service.js';
import {
  countItems,
  countOwnItems,
  countQuestionnaires,
  deleteItems,
  deleteQuestionnaire,
  findItem,
  findQuestionnaire,
  insertItem,
  insertQuestionnaire,
  lastItemOrder,
  listItems,
  listQuestionnaires,
  updateItemRow,
  updateQuestionnaireRow,
} from './questionnaires.repo.js';

/* Questionnaires (item banks) and their items; what the company's plan includes (questionnaires, 45 otherwise). */

interface QuestionnaireFields {
  title: string;
  fdesc: string;
  ansTime: number;
  topicNum: number;
  topicRigNum: number;
}

interface ItemFields {
  question: string;
  /** The option texts, in order. */
  foption: string[];
  answer: string;
  qorder?: number | undefined;
  score?: number | undefined;
}

/** The options lettered and the answer as a letter; 604 naming answer when it names no option. */
function lettered(item: ItemFields) {
  const found = letteredItem(item.foption, item.answer);
  if (!found) throw new AppError(Status.invalidField, 'answer: must be the letter of one of the options', 'answer');
  return { question: item.question, foption: JSON.stringify(found.foption), answer: found.answer };
}

const noQuestionnaire = () => new AppError(Status.noRecord, 'No such questionnaire: qid');
const noItem = (field = 'qdid') => new AppError(Status.noRecord, `No such questionnaire item: ${field}`);

export const questionnaireOf = (row: Selectable<QuestionnaireTable> & { itemCount: number | string | null }): Questionnaire => ({
  qid: String(row.id),
  userid: row.companyId,
  title: row.title,
  fdesc: row.fdesc,
  createTime: row.createTime,
  ansTime: row.ansTime,
  topicNum: String(row.topicNum),
  topicRigNum: row.topicRigNum,
  itemCount: Number(row.itemCount ?? 0),
});

export const questionnaireItemOf = (row: Selectable<QuestionnaireItemTable>): QuestionnaireItem => ({
  qdid: row.id,
  qid: String(row.questionnaireId),
  userid: row.companyId,
  question: row.question,
  foption: JSON.parse(row.foption) as QuestionOption[],
  qorder: row.qorder,
  fstatus: row.fstatus,
  answer: row.answer,
  score: row.score,
});

/** The company's bank, or 57. */
async function ownQuestionnaire(ctx: AppContext, session: Session, qid: number) {
  await assertPlanIncludes(ctx, session.companyId, 'questionnaires');
  const found = await findQuestionnaire(ctx.database.db, session.companyId, qid);
  if (!found) throw noQuestionnaire();
  return found;
}

export async function questionnaireList(
  ctx: AppContext,
  session: Session,
  input: { qid?: number | undefined; startIndex: number; requestedCount: number },
): Promise<Page<Questionnaire>> {
  await assertPlanIncludes(ctx, session.companyId, 'questionnaires');
  const db = ctx.database.db;
  const { offset, limit, pageNo, pageSize } = pageWindow(input);
  const [rows, count] = await Promise.all([
    listQuestionnaires(db, session.companyId, input.qid, offset, limit),
    countQuestionnaires(db, session.companyId, input.qid),
  ]);
  return { list: rows.map(questionnaireOf), count, pageNo, pageSize };
}

export async function addQuestionnaire(ctx: AppContext, session: Session, input: QuestionnaireFields): Promise<{ qid: string }> {
  await assertPlanIncludes(ctx, session.companyId, 'questionnaires');
  const id = await insertQuestionnaire(ctx.database.db, {
    companyId: session.companyId,
    ...input,
    createTime: ctx.clock.now(),
  });
  return { qid: String(id) };
}

export async function updateQuestionnaire(ctx: AppContext, session: Session, input: QuestionnaireFields & { qid: number }) {
  const { qid, ...change } = input;
  await ownQuestionnaire(ctx, session, qid);
  await updateQuestionnaireRow(ctx.database.db, session.companyId, qid, change);
}

export async function delQuestionnaire(ctx: AppContext, session: Session, input: { qid: number }) {
  await ownQuestionnaire(ctx, session, input.qid);
  await deleteQuestionnaire(ctx.database.db, session.companyId, input.qid);
}

export async function questionnaireItemList(
  ctx: AppContext,
  session: Session,
  input: { qid: number; question: string; startIndex: number; requestedCount: number },
): Promise<Page<QuestionnaireItem>> {
  await ownQuestionnaire(ctx, session, input.qid);
  const db = ctx.database.db;
  const { offset, limit, pageNo, pageSize } = pageWindow(input);
  const [rows, count] = await Promise.all([
    listItems(db, session.companyId, input.qid, input.question, offset, limit),
    countItems(db, session.companyId, input.qid, input.question),
  ]);
  return { list: rows.map(questionnaireItemOf), count, pageNo, pageSize };
}

export async function addQuestionnaireItem(
  ctx: AppContext,
  session: Session,
  input: ItemFields & { qid: number },
): Promise<{ qdid: number }> {
  await ownQuestionnaire(ctx, session, input.qid);
  const db = ctx.database.db;
  const content = lettered(input);
  const qorder = input.qorder ?? ((await lastItemOrder(db, input.qid)) ?? 0) + 1;
  const qdid = await insertItem(db, {
    questionnaireId: input.qid,
    companyId: session.companyId,
    ...content,
    qorder,
    score: input.score ?? 1,
  });
  return { qdid };
}

export async function updateQuestionnaireItem(ctx: AppContext, session: Session, input: ItemFields & { qdid: number }) {
  await assertPlanIncludes(ctx, session.companyId, 'questionnaires');
  const db = ctx.database.db;
  const item = await findItem(db, session.companyId, input.qdid);
  if (!item) throw noItem();
  await updateItemRow(db, session.companyId, input.qdid, {
    ...lettered(input),
    qorder: input.qorder ?? item.qorder,
    score: input.score ?? item.score,
  });
}

/** Deletes the items, or none when any is not the company's (57). */
export async function delQuestionnaireItems(ctx: AppContext, session: Session, input: { qdids: number[] }) {
  await assertPlanIncludes(ctx, session.companyId, 'questionnaires');
  const db = ctx.database.db;
  if ((await countOwnItems(db, session.companyId, input.qdids)) !== input.qdids.length) throw noItem('qdids');
  await deleteItems(db, session.companyId, input.qdids);
}
