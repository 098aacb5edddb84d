import type { ResidentForm, ResidentImportReport } from '@vestibule/contract/endpoints/residents';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi, sendFile } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { pageRequest } from '../../../lib/paging';

/** The roster's filters as SearchRVisitorByCondition takes them; '' and pid 0 leave one out. */
export interface ResidentFilters {
  pid: number;
  company: string;
  name: string;
  phone: string;
}

export const noResidentFilters: ResidentFilters = { pid: 0, company: '', name: '', phone: '' };

/** Every call that lists residents or counts them: a change to a resident changes them all. */
const rosterCalls = ['SearchRVisitorByCondition', 'getProject', 'getAllResidentCompany'] as const;

/** A page of residents matching the filters. */
export const useResidents = (filters: ResidentFilters, page: number, pageSize: number) =>
  useQuery({
    ...apiQueryOptions('SearchRVisitorByCondition', { ...filters, ...pageRequest(page, pageSize) }),
    placeholderData: keepPreviousData,
  });

/** How many residents the company has, in a project or none: a one-row page's count. */
export const useResidentTotal = () =>
  useQuery({
    ...apiQueryOptions('SearchRVisitorByCondition', { ...noResidentFilters, ...pageRequest(1, 1) }),
    select: (page) => page.count,
  });

/** The companies residents work for, with how many each. */
export const useResidentCompanies = () => useQuery(apiQueryOptions('getAllResidentCompany'));

/** Adds (no rid) or changes a resident, answering their rid; `done` is the success toast. */
export function useSaveResident() {
  const refresh = useRefreshApi(...rosterCalls);
  return useMutation({
    mutationFn: ({ rid, values, done }: { rid?: string; values: ResidentForm; done: string }): Promise<string> =>
      rid === undefined
        ? callApi('addResidentVisitor', values, { successToast: done })
        : callApi('updateResidentVisitor', { rid, ...values }, { successToast: done }).then(() => rid),
    onSuccess: refresh,
  });
}

export function useDeleteResidents() {
  const refresh = useRefreshApi(...rosterCalls);
  return useMutation({
    mutationFn: ({ rids, done }: { rids: string[]; done: string }) =>
      callApi('delResidentVisitor', { rids }, { successToast: done }),
    onSettled: refresh,
  });
}

/** Links an access card number ('' unlinks it). */
export function useLinkCardNo() {
  const refresh = useRefreshApi('SearchRVisitorByCondition');
  return useMutation({
    mutationFn: ({ rid, cardNo, done }: { rid: string; cardNo: string; done: string }) =>
      callApi('SynchronCardNo', { rid, cardNo }, { successToast: done }),
    onSuccess: refresh,
  });
}

/** The resident's signed QR code, with its picture. */
export const useResidentCode = (rid: string) => useQuery(apiQueryOptions('getRvQrcode', { rid }));

/** Adds the residents of a spreadsheet to a project (0: none); the report tells the rows added and the rows refused. */
export function useImportResidents() {
  const refresh = useRefreshApi(...rosterCalls);
  return useMutation({
    mutationFn: ({ file, pid }: { file: File; pid: number }): Promise<ResidentImportReport> =>
      sendFile('importResidentVisitors', 'file', file, { pid }),
    onSuccess: refresh,
  });
}
