import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TrainingVideo } from '@vestibule/contract/entities/training-video';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { pageRequest } from '../../../lib/paging';
import { companyUserid, sessionToken } from '../../../lib/session';

export const useTrainingVideos = (page: number, pageSize: number) =>
  useQuery({ ...apiQueryOptions('getTrainingVideo', pageRequest(page, pageSize)), placeholderData: keepPreviousData });

/** The lobby screen's list: read again only between rounds (a new read changes every signed link). */
export const useLobbyVideos = () =>
  useQuery({
    ...apiQueryOptions('getTrainingVideo', pageRequest(1, 100)),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useQuestionnaires = (page: number, pageSize: number) =>
  useQuery({ ...apiQueryOptions('getQuestionnaire', pageRequest(page, pageSize)), placeholderData: keepPreviousData });

export const useQuestionnaireItems = (qid: string, page: number, pageSize: number) =>
  useQuery({
    ...apiQueryOptions('getQueDetailList', { qid, ...pageRequest(page, pageSize) }),
    enabled: qid !== '',
    placeholderData: keepPreviousData,
  });

export function useDeleteVideo() {
  const refresh = useRefreshApi('getTrainingVideo');
  return useMutation({
    mutationFn: ({ tvid, done }: { tvid: string; done: string }) => callApi('delTrainingVideo', { tvid }, { successToast: done }),
    onSettled: refresh,
  });
}

export type QuestionnaireChange =
  | { action: 'add'; form: RequestOf<'addQuestionnaire'> }
  | { action: 'update'; form: RequestOf<'updateQuestionnaire'> }
  | { action: 'delete'; qid: string };

export function useChangeQuestionnaire(done: string) {
  const refresh = useRefreshApi('getQuestionnaire');
  return useMutation({
    mutationFn: async (change: QuestionnaireChange) => {
      const options = { successToast: done };
      if (change.action === 'add') await callApi('addQuestionnaire', change.form, options);
      else if (change.action === 'update') await callApi('updateQuestionnaire', change.form, options);
      else await callApi('delQuestionnaire', { qid: change.qid }, options);
    },
    onSettled: refresh,
  });
}

export type ItemChange =
  | { action: 'add'; form: RequestOf<'addQuestionnaireDetail'> }
  | { action: 'update'; form: RequestOf<'updateQuestionnaireDetail'> }
  | { action: 'delete'; qdid: number };

export function useChangeItem(done: string) {
  const refresh = useRefreshApi('getQueDetailList', 'getQuestionnaire');
  return useMutation({
    mutationFn: async (change: ItemChange) => {
      const options = { successToast: done };
      if (change.action === 'add') await callApi('addQuestionnaireDetail', change.form, options);
      else if (change.action === 'update') await callApi('updateQuestionnaireDetail', change.form, options);
      else await callApi('delQuestionnaireDetail', { qdids: [change.qdid] }, options);
    },
    onSettled: refresh,
  });
}

/**
 * Uploads a video with its title (the title before the file: the server reads
 * fields up to the file only), reporting the share sent. XMLHttpRequest, not
 * fetch, because only it reports upload progress; no time-out, a video may be large.
 */
export function uploadTrainingVideo(file: File, title: string, onProgress: (percent: number) => void): Promise<TrainingVideo> {
  const form = new FormData();
  const userid = companyUserid();
  if (userid !== undefined) form.append('userid', String(userid));
  form.append('title', title);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/addTrainingVideo');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.setRequestHeader('X-COOLVISIT-TOKEN', sessionToken());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let envelope: { status?: number; reason?: string; result?: unknown } = {};
      try {
        envelope = JSON.parse(request.responseText) as typeof envelope;
      } catch {
        // Falls through to the HTTP status below.
      }
      if (envelope.status === 0) resolve(envelope.result as TrainingVideo);
      else reject(new Error(envelope.reason || `HTTP ${request.status}`));
    };
    request.onerror = () => reject(new Error('network'));
    request.send(form);
  });
}
