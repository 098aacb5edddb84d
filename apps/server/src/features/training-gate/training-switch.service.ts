import type { AppContext } from '../../platform/context.js';
import { assertPlanIncludes } from '../plans/plans.service.js';
import { saveQuestionnaireSwitch } from './training-gate.repo.js';

/** updateQuestionnaireSwitch: training before sign-in on (1, the plan must include questionnaires: 45) or off (0). */
export async function setQuestionnaireSwitch(ctx: AppContext, companyId: number, questionnaireSwitch: number) {
  if (questionnaireSwitch === 1) await assertPlanIncludes(ctx, companyId, 'questionnaires');
  await saveQuestionnaireSwitch(ctx.database.db, companyId, questionnaireSwitch);
}
