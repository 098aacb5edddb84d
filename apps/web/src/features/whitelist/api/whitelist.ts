import type { Employee } from '@vestibule/contract/entities/employee';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageRequest } from '../../../lib/paging';
import { callApi } from '../../../lib/api-client';

export interface WhitelistQuery {
  page: number;
  pageSize: number;
  field: 'empName' | 'empNo';
  text: string;
}

const whitelistKey = ['getEmpWlist'] as const;

/** A page of the whitelist itself: the employees whose regular visitors pass without approval. */
export const useWhitelistPage = (query: WhitelistQuery) =>
  useQuery({
    queryKey: [...whitelistKey, query],
    queryFn: async () =>
      (await callApi('getEmpWlist', {
        ...pageRequest(query.page, query.pageSize),
        [query.field]: query.text.trim(),
      })) as { list: Employee[]; count: number },
    placeholderData: keepPreviousData,
  });

function useRefreshWhitelist() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: whitelistKey });
}

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
