import { AppError, passHoldsOn, planAllows, Status, trainingPersonKey, type VisitorType } from '@vestibule/contract';
import { ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { companySettings } from '../account/account.service.js';
import { planOf } from '../plans/plans.service.js';
import { findOwnVisitorType } from '../visitor-types/visitor-types.service.js';
import { ownQuestionnaire, ownTrainingVideo } from '../training/training-content.service.js';
import { validPassOf } from './training-pass.repo.js';

/*
 * What sign-in asks of safety training (decision 0039): whether a visitor
 * type asks for it, and whether a person holds a valid pass. The attempts and
 * their grading are the training-gate feature's; this part stays below the
 * visits so every sign-in path can call it.
 */

export interface Training {
  qid: string;
  tvid: string;
  povDays: number;
}

/** The training the type asks for, or null: the switch off, the plan without questionnaires, or the type naming none. */
export async function trainingOfType(
  ctx: AppContext,
  companyId: number,
  type: VisitorType | undefined,
): Promise<Training | null> {
  if (!type || (!type.qid && !type.tvid)) return null;
  const company = await companySettings(ctx, companyId);
  if (company.questionnaireSwitch !== 1 || !planAllows(await planOf(ctx, companyId), 'questionnaires')) return null;
  return { qid: type.qid, tvid: type.tvid ?? '', povDays: type.povDays };
}

/** Whether the video or bank the type names still exists: a removed one asks nothing of the visitor. */
export async function trainingStillNamed(ctx: AppContext, companyId: number, training: Training) {
  if (training.qid && (await ownQuestionnaire(ctx, companyId, Number(training.qid)))) return true;
  return training.tvid !== '' && (await ownTrainingVideo(ctx, companyId, Number(training.tvid))) !== undefined;
}

/** The person's pass of the training holding on the company-local day, if any. */
export const validPassFor = (ctx: AppContext, companyId: number, personKey: string, training: Training, day: string) =>
  validPassOf(ctx.database.db, companyId, personKey, training, day);

/**
 * The check of every sign-in: with training asked for the visitor's type, the
 * person must hold a valid pass (1140 otherwise, before anything is stored).
 * Answers the columns the visit records the pass in; none when no training is asked.
 */
export async function trainingPassForSignIn(
  ctx: AppContext,
  companyId: number,
  visitor: { tid: number; phone: string; cardId: string },
): Promise<{ overallScore?: number; scoreDetail?: string }> {
  if (!visitor.tid) return {};
  const type = await findOwnVisitorType(ctx, companyId, { tid: visitor.tid, vType: '' });
  const training = await trainingOfType(ctx, companyId, type);
  if (!training) return {};
  const personKey = trainingPersonKey(visitor.phone, visitor.cardId);
  const day = ymdOf(ctx.clock.now());
  const pass = personKey ? await validPassFor(ctx, companyId, personKey, training, day) : undefined;
  if (!pass || !passHoldsOn(pass.validUntil, day)) {
    if (!(await trainingStillNamed(ctx, companyId, training))) return {};
    throw new AppError(Status.trainingRequired, 'Safety training is required before signing in', { tid: visitor.tid });
  }
  return {
    overallScore: pass.score,
    scoreDetail: JSON.stringify({
      passed: true,
      score: pass.score,
      passMark: pass.passMark,
      takenAt: pass.takenAt,
      validUntil: pass.validUntil,
    }),
  };
}
