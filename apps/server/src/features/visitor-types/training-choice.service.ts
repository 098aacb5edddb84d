import { AppError, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { assertPlanIncludes } from '../plans/plans.service.js';
import { ownQuestionnaire, ownTrainingVideo } from '../training/training-content.service.js';

/* The training a visitor type names (decision 0039): its questionnaire and video must be the company's. */

export interface TrainingChoice {
  /** A questionnaire, 0 for none, left out: unchanged. */
  qid?: number | undefined;
  tvid?: number | undefined;
  povDays?: number | undefined;
}

/** The columns the choice sets, as the visitor type stores them ('' for none); 57 naming a field not the company's. */
export async function trainingColumns(ctx: AppContext, companyId: number, choice: TrainingChoice) {
  if (choice.qid || choice.tvid) await assertPlanIncludes(ctx, companyId, 'questionnaires');
  if (choice.qid && !(await ownQuestionnaire(ctx, companyId, choice.qid))) {
    throw new AppError(Status.noRecord, 'qid: no such questionnaire', 'qid');
  }
  if (choice.tvid && !(await ownTrainingVideo(ctx, companyId, choice.tvid))) {
    throw new AppError(Status.noRecord, 'tvid: no such training video', 'tvid');
  }
  const named = (id: number | undefined) => (id ? String(id) : '');
  return {
    ...(choice.qid === undefined ? {} : { qid: named(choice.qid) }),
    ...(choice.tvid === undefined ? {} : { tvid: named(choice.tvid) }),
    ...(choice.povDays === undefined ? {} : { povDays: choice.povDays }),
  };
}
