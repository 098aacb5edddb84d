import { randomInt } from 'node:crypto';
import {
  AppError,
  attemptWindow,
  drawItems,
  gradeAttempt,
  passValidUntil,
  type QuestionOption,
  Status,
  trainingPersonKey,
  type TrainingResult,
  type TrainingTask,
  videoWatched,
  type VisitorType,
} from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { type Training, trainingOfType, trainingStillNamed, validPassFor } from '../training-pass/training-pass.service.js';
import { trainingVideoOf } from '../training/videos.service.js';
import { findOwnVisitorType } from '../visitor-types/visitor-types.service.js';
import { noVisit, scopeOf, today, visitInScope } from '../visits/visit-scope.service.js';
import type { Session } from '../../platform/auth/session.js';
import { ownQuestionnaire, ownTrainingVideo } from '../training/training-content.service.js';
import {
  bankItems,
  closeAttempt,
  findAttempt,
  hasWatchedVideo,
  insertAttempt,
  insertPass,
  itemsByIds,
} from './training-gate.repo.js';

/*
 * Safety training before sign-in (decision 0039): whether a visitor must
 * train, a new attempt (video, drawn items, time limit), its grading, and the
 * check every sign-in makes.
 */

export interface Person {
  phone: string;
  cardId: string;
}

/** How long a video link given with an attempt plays at least. */
const linkLifetimeMs = 12 * 60 * 60_000;

const notNeeded = (validUntil = ''): TrainingTask => ({ needed: false, validUntil, attempt: null });
const noAttempt = () => new AppError(Status.noRecord, 'attemptId: no such training attempt', 'attemptId');

/** The type a call names by tid (57 when not the company's) or by name (none when unknown). */
async function namedType(ctx: AppContext, companyId: number, named: { tid?: number | undefined; vType: string }) {
  if (!named.tid && !named.vType) return undefined;
  const type = await findOwnVisitorType(ctx, companyId, { tid: named.tid ?? 0, vType: named.tid ? '' : named.vType });
  if (!type && named.tid) throw new AppError(Status.noRecord, 'tid: no such visitor type', 'tid');
  return type;
}

function personKeyOf(person: Person) {
  const key = trainingPersonKey(person.phone, person.cardId);
  if (!key) throw new AppError(Status.invalidField, 'phone: give a phone or an ID number', 'phone');
  return key;
}

/** A new attempt at the training: the video (must be watched unless seen through before) and the drawn items. */
async function newAttempt(ctx: AppContext, companyId: number, personKey: string, training: Training, tid: number, vid: number) {
  const db = ctx.database.db;
  const questionnaire = training.qid ? await ownQuestionnaire(ctx, companyId, Number(training.qid)) : undefined;
  const video = training.tvid ? await ownTrainingVideo(ctx, companyId, Number(training.tvid)) : undefined;
  // A video or bank removed since the type named it asks nothing more of the visitor.
  if (!questionnaire && !video) return null;
  const bank = questionnaire ? await bankItems(db, companyId, questionnaire.id) : [];
  const drawn = drawItems(bank, questionnaire?.topicNum ?? 0, randomInt(2 ** 31));
  const mustWatch = video ? !(await hasWatchedVideo(db, companyId, personKey, training.tvid)) : false;
  const now = ctx.clock.now();
  const ansTime = questionnaire?.ansTime ?? 0;
  const window = attemptWindow(now, mustWatch && video ? video.durationMs : 0, ansTime);
  // A pass mark above what the drawn items are worth asks for all of them right.
  const passMark = Math.min(
    questionnaire?.topicRigNum ?? 0,
    drawn.reduce((sum, item) => sum + item.score, 0),
  );
  const attemptId = await insertAttempt(db, {
    companyId,
    personKey,
    tid,
    qid: training.qid,
    tvid: training.tvid,
    vid,
    itemIds: JSON.stringify(drawn.map((item) => item.id)),
    passMark,
    startedAt: now,
    questionsFrom: window.questionsFrom,
    deadline: window.deadline,
    videoRequired: mustWatch ? 1 : 0,
  });
  // The link outlives the attempt: a visitor may pause, replay, or retry later from the same screen.
  const linkExpires = now + Math.max(linkLifetimeMs, (video?.durationMs ?? 0) * 3);
  return {
    attemptId,
    video: video
      ? {
          tvid: String(video.id),
          title: video.title,
          videoUrl: trainingVideoOf(ctx, video, linkExpires).videoUrl,
          durationSeconds: video.durationMs / 1000,
          mustWatch,
        }
      : null,
    questions: drawn.map((item) => ({
      qdid: item.id,
      question: item.question,
      foption: JSON.parse(item.foption) as QuestionOption[],
      score: item.score,
    })),
    ansTime,
    passMark,
    startedAt: now,
    ...window,
  };
}

/** Whether the person must train for the type, and if so a new attempt (vid: the invitation answered from, else 0). */
export async function trainingTaskFor(
  ctx: AppContext,
  companyId: number,
  person: Person,
  type: VisitorType | undefined,
  vid = 0,
  start = true,
): Promise<TrainingTask> {
  const training = await trainingOfType(ctx, companyId, type);
  if (!training || !type) return notNeeded();
  const personKey = personKeyOf(person);
  const pass = await validPassFor(ctx, companyId, personKey, training, today(ctx).day);
  if (pass) return notNeeded(pass.validUntil);
  if (!start)
    return (await trainingStillNamed(ctx, companyId, training)) ? { needed: true, validUntil: '', attempt: null } : notNeeded();
  const attempt = await newAttempt(ctx, companyId, personKey, training, type.tid, vid);
  return attempt ? { needed: true, validUntil: '', attempt } : notNeeded();
}

/** getTrainingTask: at the desk, for the visitor type the visitor chose, or for an expected visit of the desk's scope. */
export async function deskTrainingTask(
  ctx: AppContext,
  session: Session,
  input: Person & { vid?: number | undefined; tid?: number | undefined; vType: string },
): Promise<TrainingTask> {
  const companyId = session.companyId;
  if (!input.vid) return trainingTaskFor(ctx, companyId, input, await namedType(ctx, companyId, input));
  const visit = await visitInScope(ctx, scopeOf(session), input.vid);
  if (!visit) throw noVisit();
  const type = await namedType(ctx, companyId, { tid: visit.tid, vType: '' });
  return trainingTaskFor(ctx, companyId, { phone: visit.vphone, cardId: visit.cardId }, type);
}

/**
 * Grades the attempt and stores the result. On a first viewing the answers
 * must come after the video's end (1141); an attempt is answered once (1142).
 * `vid` binds an invitation's attempt to its visit (57 for any other).
 */
export async function submitAnswers(
  ctx: AppContext,
  companyId: number,
  input: { attemptId: number; answers: Array<{ qdid: number; answer: string }> },
  vid?: number,
): Promise<TrainingResult> {
  const db = ctx.database.db;
  const attempt = await findAttempt(db, companyId, input.attemptId);
  if (!attempt || (vid !== undefined && attempt.vid !== vid)) throw noAttempt();
  if (attempt.submittedAt !== null) throw new AppError(Status.trainingAttemptClosed);
  const { now, day } = today(ctx);
  const watched = videoWatched(attempt.questionsFrom, now);
  if (attempt.videoRequired === 1 && !watched) {
    throw new AppError(Status.trainingVideoUnwatched, 'Watch the training video to the end first', {
      questionsFrom: attempt.questionsFrom,
    });
  }
  const ids = JSON.parse(attempt.itemIds) as number[];
  const found = new Map((await itemsByIds(db, companyId, ids)).map((item) => [item.id, item]));
  // An item deleted while the visitor answered is left out of the grade.
  const items = ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
  const grade = gradeAttempt({
    items,
    answers: new Map(input.answers.map((answer) => [answer.qdid, answer.answer])),
    passMark: attempt.passMark,
    deadline: attempt.deadline,
    submittedAt: now,
  });
  const videoSeen = attempt.tvid !== '' && (attempt.videoRequired === 0 || watched) ? 1 : 0;
  if (!(await closeAttempt(db, companyId, attempt.id, now, videoSeen))) throw new AppError(Status.trainingAttemptClosed);
  const type = await findOwnVisitorType(ctx, companyId, { tid: attempt.tid, vType: '' });
  const validUntil = grade.passed ? passValidUntil(day, type?.povDays ?? 1) : '';
  await insertPass(db, {
    companyId,
    personKey: attempt.personKey,
    attemptId: attempt.id,
    tid: attempt.tid,
    qid: attempt.qid,
    tvid: attempt.tvid,
    score: grade.score,
    passMark: grade.passMark,
    passed: grade.passed ? 1 : 0,
    outcome: grade.outcome,
    takenAt: now,
    validUntil,
    detail: JSON.stringify(grade.wrong),
  });
  return {
    passed: grade.passed,
    outcome: grade.outcome,
    score: grade.score,
    passMark: grade.passMark,
    validUntil,
    wrong: grade.wrong.map((wrong) => {
      const item = found.get(wrong.id)!;
      return {
        qdid: wrong.id,
        question: item.question,
        foption: JSON.parse(item.foption) as QuestionOption[],
        yourAnswer: wrong.given,
        correctAnswer: wrong.correct,
      };
    }),
  };
}
