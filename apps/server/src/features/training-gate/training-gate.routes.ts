import { trainingGateEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { setQuestionnaireSwitch } from './training-switch.service.js';
import { submitAnswersByToken, trainingTaskByToken } from './training-gate-invitation.service.js';
import { deskTrainingTask, submitAnswers } from './training-gate.service.js';

export const trainingGateRoutes = routeGroup(trainingGateEndpoints, {
  updateQuestionnaireSwitch: (input, { ctx, session }) =>
    setQuestionnaireSwitch(ctx, session.companyId, input.questionnaireSwitch),
  getTrainingTask: (input, { ctx, session }) => deskTrainingTask(ctx, session, input),
  submitTrainingAnswers: (input, { ctx, session }) => submitAnswers(ctx, session.companyId, input),
  getTrainingTaskByToken: (input, { ctx }) => trainingTaskByToken(ctx, input.token, input.start === 1),
  submitTrainingAnswersByToken: (input, { ctx }) => submitAnswersByToken(ctx, input),
});
