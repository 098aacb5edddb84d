import { trainingEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import {
  addQuestionnaire,
  addQuestionnaireItem,
  delQuestionnaire,
  delQuestionnaireItems,
  questionnaireItemList,
  questionnaireList,
  updateQuestionnaire,
  updateQuestionnaireItem,
} from './questionnaires.service.js';
import { addTrainingVideo, delTrainingVideo, trainingVideoList } from './videos.service.js';

export const trainingRoutes = routeGroup(trainingEndpoints, {
  getTrainingVideo: (input, { ctx, session }) => trainingVideoList(ctx, session, input),
  addTrainingVideo: (input, { ctx, session }) => addTrainingVideo(ctx, session, input),
  delTrainingVideo: (input, { ctx, session }) => delTrainingVideo(ctx, session, input),
  getQuestionnaire: (input, { ctx, session }) => questionnaireList(ctx, session, input),
  addQuestionnaire: (input, { ctx, session }) => addQuestionnaire(ctx, session, input),
  updateQuestionnaire: (input, { ctx, session }) => updateQuestionnaire(ctx, session, input),
  delQuestionnaire: (input, { ctx, session }) => delQuestionnaire(ctx, session, input),
  addQuestionnaireDetail: (input, { ctx, session }) => addQuestionnaireItem(ctx, session, input),
  getQueDetailList: (input, { ctx, session }) => questionnaireItemList(ctx, session, input),
  updateQuestionnaireDetail: (input, { ctx, session }) => updateQuestionnaireItem(ctx, session, input),
  delQuestionnaireDetail: (input, { ctx, session }) => delQuestionnaireItems(ctx, session, input),
});
