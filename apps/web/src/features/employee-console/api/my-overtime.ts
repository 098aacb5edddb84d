import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { pageRequest } from '../../../lib/paging';

/** The signed-in employee's own overtime applications, a page at a time (the server lists only theirs). */
export const useMyOvertime = (page: number, pageSize: number) =>
  useQuery({ ...apiQueryOptions('getOverTimeList', pageRequest(page, pageSize)), placeholderData: keepPreviousData });

export interface OvertimeApplication {
  /** YYYY-MM-DD, comma-separated. */
  oDates: string;
  checkIn?: number;
  reason: string;
}

/** Applies for overtime (addOverTimeApply); `done` is the success toast. */
export function useApplyForOvertime() {
  const refresh = useRefreshApi('getOverTimeList');
  return useMutation({
    mutationFn: ({ done, ...application }: OvertimeApplication & { done: string }) =>
      callApi('addOverTimeApply', application, { successToast: done }),
    onSuccess: refresh,
  });
}
