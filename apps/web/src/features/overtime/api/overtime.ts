import type { OvertimeStatus } from '@vestibule/contract/endpoints/overtime';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { pageRequest } from '../../../lib/paging';

/** What the overtime list asks for: name and work-number prefixes, overtime days, statuses and the page. */
export interface OvertimeQuery {
  empName: string;
  empNo: string;
  /** YYYY-MM-DD, or '' for no bound. */
  startDate: string;
  endDate: string;
  slist: number[];
  page: number;
  pageSize: number;
}

/** A page of the company's overtime records (getOverTimeList). */
export const useOvertimeRecords = (query: OvertimeQuery) =>
  useQuery({
    ...apiQueryOptions('getOverTimeList', {
      empName: query.empName,
      empNo: query.empNo,
      startDate: query.startDate,
      endDate: query.endDate,
      slist: query.slist,
      ...pageRequest(query.page, query.pageSize),
    }),
    placeholderData: keepPreviousData,
  });

/** Agrees to or refuses pending records (updateOverTimeStatus); `done` is the success toast. */
export function useDecideOvertime() {
  const refresh = useRefreshApi('getOverTimeList');
  return useMutation({
    mutationFn: ({ oids, status, done }: { oids: number[]; status: Exclude<OvertimeStatus, 0>; done: string }) =>
      callApi('updateOverTimeStatus', { oids, status }, { successToast: done }),
    // A refusal (70: decided meanwhile) changes the list too.
    onSettled: refresh,
  });
}
