import type { Employee } from '@vestibule/contract/entities/employee';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface WhitelistQuery {
  page: number;
  pageSize: number;
  field: 'empName' | 'empNo';
  text: string;
}

const whitelistKey = ['getEmpWlist'] as const;

/** A page of employees with their whitelist flag. */
export const useWhitelistPage = (query: WhitelistQuery) =>
  useQuery({
    queryKey: [...whitelistKey, query],
    queryFn: async () =>
      (await callApi('getEmpWlist', {
        startIndex: query.page,
        requestedCount: query.pageSize,
        [query.field]: query.text.trim(),
      })) as { list: Employee[]; count: number },
    placeholderData: keepPreviousData,
  });

/** Puts an employee on the whitelist (their regular visitors pass without approval) or takes them off. */
export function useSetWhitelisted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employee, on }: { employee: Employee; on: boolean }) =>
      callApi('setEmpWlist', [{ empid: employee.empid, empNo: employee.empNo, wlist: on ? 1 : 0 }], {
        successToast: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whitelistKey }),
  });
}
