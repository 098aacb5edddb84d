import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRefreshPeople } from './departments';

/*
 * Face registration (decision 0036): the server checks each photo for exactly
 * one face. A refusal is part of the answer, not an error status, so the
 * screen tells it with the spec's message.
 */

/** Registers the employees' faces from their photos: "Face sent", or the spec's failure message. */
export function useRegisterFaces() {
  const { t } = useTranslation('people');
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (empids: number[]) => callApi('updateFace', { empids }),
    onSuccess: async (report, empids) => {
      if (report.failed.length === 0) toast.success(t('face.sent'));
      else if (empids.length === 1) toast.error(t('face.failed'));
      else toast.error(t('face.failedSome', { count: report.failed.length, total: empids.length }));
      await refresh();
    },
  });
}

/** Registers every employee's face with a photo, in the background; the list shows each as it is done. */
export function useRegisterAllFaces() {
  const { t } = useTranslation('people');
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: () => callApi('updateAllFace', {}),
    onSuccess: async ({ count }) => {
      if (count === 0) toast.error(t('face.nonePhotographed'));
      else toast.success(t('face.allQueued', { count }));
      await refresh();
    },
  });
}
