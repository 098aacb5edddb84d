import type { Employee } from '@vestibule/contract/entities/employee';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { pageRequest } from '../../../lib/paging';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';

export interface WhitelistQuery {
  page: number;
  pageSize: number;
  field: 'empName' | 'empNo';
  text: string;
}

/** A page of the whitelist itself: the employees whose regular visitors pass without approval. */
export const useWhitelistPage = (query: WhitelistQuery) =>
  useQuery({
    ...apiQueryOptions('getEmpWlist', { ...pageRequest(query.page, query.pageSize), [query.field]: query.text.trim() }),
    placeholderData: keepPreviousData,
  });

const useRefreshWhitelist = () => useRefreshApi('getEmpWlist');

/** Puts employees on the whitelist (someone on it already stays on it); `done` is the success toast. */
export function useAddToWhitelist() {
  const refresh = useRefreshWhitelist();
  return useMutation({
    mutationFn: ({ empids, done }: { empids: number[]; done: string }) =>
      callApi(
        'setEmpWlist',
        empids.map((empid) => ({ empid, wlist: 1 })),
        { successToast: done },
      ),
    onSuccess: refresh,
  });
}

/** Takes one employee off the whitelist; `done` is the success toast. */
export function useRemoveFromWhitelist() {
  const refresh = useRefreshWhitelist();
  return useMutation({
    mutationFn: ({ employee, done }: { employee: Employee; done: string }) =>
      callApi('setEmpWlist', [{ empid: employee.empid, empNo: employee.empNo, wlist: 0 }], { successToast: done }),
    onSuccess: refresh,
  });
}
