import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions } from '../../../lib/api-query';

/* Safety training from the invitation page, before arrival (decision 0039): the link's token is the grant. */

/** Whether the visitor must train before arriving; asks without beginning an attempt. */
export const useTrainingNeed = (token: string) =>
  useQuery({
    ...apiQueryOptions('getTrainingTaskByToken', { token, start: 0 }, { quietFor: [39] }),
    retry: false,
    enabled: token !== '',
  });

/** A new attempt: the video and the drawn questions. */
export const startTraining = (token: string) =>
  callApi('getTrainingTaskByToken', { token, start: 1 }, { quietFor: [1141, 1142] });

export const sendTrainingAnswers = (token: string, attemptId: number, answers: Array<{ qdid: number; answer: string }>) =>
  callApi('submitTrainingAnswersByToken', { token, attemptId, answers }, { quietFor: [57, 1141, 1142] });
