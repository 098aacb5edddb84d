import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { useRefreshApi } from '../../../lib/api-query';
import { toast } from '../../../lib/toast';
import { faceReportText, refreshTimes } from '../lib/face-report';

/*
 * Face registration of residents (decision 0036): the server checks each
 * photo for exactly one face. A refusal is part of the answer, not an error
 * status, so the screen tells it, with why.
 */

/** Registers the residents' faces from their photos: "Face sent", or the spec's failure message and the reasons. */
export function useRegisterResidentFaces() {
  const { t } = useTranslation('residents');
  const refresh = useRefreshApi('SearchRVisitorByCondition');
  return useMutation({
    mutationFn: (rids: string[]) => callApi('updateResidentFace', { rids }),
    onSuccess: async (report, rids) => {
      const told = faceReportText(report, rids.length, t);
      toast[told.kind](told.text);
      await refresh();
    },
  });
}

/** Registers every resident's face with a photo; the server checks them in the background, so the list is read again while it does. */
export function useRegisterAllResidentFaces() {
  const { t } = useTranslation('residents');
  const refresh = useRefreshApi('SearchRVisitorByCondition');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return useMutation({
    mutationFn: () => callApi('updateAllResidentFace', {}),
    onSuccess: ({ count }) => {
      if (count === 0) {
        toast.error(t('face.nonePhotographed'));
        return;
      }
      toast.success(t('face.allQueued', { count }));
      timers.current.forEach(clearTimeout);
      timers.current = refreshTimes(count).map((at) => setTimeout(() => void refresh(), at));
    },
  });
}
