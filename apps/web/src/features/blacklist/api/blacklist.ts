import type { BlacklistEntry } from '@vestibule/contract/endpoints/blacklist';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Checkable } from '../../../lib/form-rules';
import { callApi } from '../../../lib/api-client';
import { pageRequest } from '../../../lib/paging';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { useCompany, useRefreshCompany } from '../../../lib/company';

export type { BlacklistEntry };

export interface BlacklistQuery {
  page: number;
  pageSize: number;
  /** Part of a name, phone, ID number or remark; '' for everyone. */
  condition: string;
}

export interface BlacklistDraft {
  name: string;
  phone?: string;
  credentialNo?: string;
  remark?: string;
  /** The gates the entry names, as a gid text. */
  gids?: string;
}

/** A page of the blacklist, newest first. */
export const useBlacklistPage = (query: BlacklistQuery) =>
  useQuery({
    ...apiQueryOptions('getBlacklist', {
      ...pageRequest(query.page, query.pageSize),
      condition: query.condition.trim(),
    }),
    placeholderData: keepPreviousData,
  });

/** Whether the company refuses blacklisted people (its blackListSwitch). */
export const useBlacklistSwitch = () => useCompany((company) => company.blackListSwitch === 1);

/** Turns the check on or off; `done` is the success toast. */
export function useSetBlacklistSwitch() {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: ({ on, done }: { on: boolean; done: string }) =>
      callApi('updateblackListSwitch', { blackListSwitch: on ? 1 : 0 }, { successToast: done }),
    onSuccess: refreshCompany,
  });
}

const useRefreshBlacklist = () => useRefreshApi('getBlacklist');

/** Adds one person; `done` is the success toast. */
export function useAddToBlacklist() {
  const refresh = useRefreshBlacklist();
  return useMutation({
    mutationFn: ({ draft, done }: { draft: BlacklistDraft; done: string }) =>
      callApi(
        'addBlacklist',
        {
          name: draft.name.trim(),
          phone: draft.phone?.trim() ?? '',
          credentialNo: draft.credentialNo?.trim() ?? '',
          remark: draft.remark?.trim() ?? '',
          ...(draft.gids ? { gids: draft.gids } : {}),
        },
        { successToast: done },
      ),
    onSuccess: refresh,
  });
}

/** Removes entries, all or none; `done` is the success toast. */
export function useRemoveFromBlacklist() {
  const refresh = useRefreshBlacklist();
  return useMutation({
    mutationFn: ({ bids, done }: { bids: string[]; done: string }) => callApi('delBlacklist', { bids }, { successToast: done }),
    onSuccess: refresh,
  });
}

const addFields = async () =>
  (await import('@vestibule/contract/endpoints/blacklist')).blacklistEndpoints.addBlacklist.request.shape;

/** The contract's rules for a name and a phone, loaded with the first form check. */
export const nameField = async (): Promise<Checkable> => (await addFields()).name;
export const phoneField = async (): Promise<Checkable> => (await addFields()).phone;
