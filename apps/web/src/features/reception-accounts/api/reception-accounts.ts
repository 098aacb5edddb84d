import type { ReceptionAccount } from '@vestibule/contract/entities/reception-account';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { useCompany } from '../../../lib/company';

export type { ReceptionAccount };

/** What the add and edit form sends; a password only on creation or when it is reset. */
export interface ReceptionAccountDraft {
  account: string;
  sname: string;
  sType: number;
  startDate: string;
  endDate: string;
  gid: string;
  moblie: string;
  remark: string;
  password?: string;
  /** A sub-administrator's modules; left out for the other types. */
  module?: string[];
}

export const useReceptionAccounts = () => useQuery(apiQueryOptions('GetManagerByUser'));

/** The password policy new account passwords must meet. */
export const usePasswordPolicy = () => useCompany((company) => company.pwdPolicy);

const useRefreshAccounts = () => useRefreshApi('GetManagerByUser');

/** Adds an account, or changes the one with `id`; `done` is the success toast. */
export function useSaveReceptionAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ id, draft, done }: { id?: number; draft: ReceptionAccountDraft; done: string }) =>
      id === undefined
        ? callApi('AddManager', { ...draft, password: draft.password ?? '' }, { successToast: done })
        : callApi('UpdateManager', { id, ...draft }, { successToast: done }),
    onSuccess: refresh,
  });
}

/** Disables or enables an account; disabling signs it out everywhere. */
export function useSetAccountDisabled() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ account, disabled, done }: { account: ReceptionAccount; disabled: boolean; done: string }) =>
      callApi('UpdateManager', { id: account.id, account: account.account, disabled: disabled ? 1 : 0 }, { successToast: done }),
    onSuccess: refresh,
  });
}

export function useDeleteReceptionAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ account, done }: { account: ReceptionAccount; done: string }) =>
      callApi('DeleteManager', { id: account.id }, { successToast: done }),
    onSuccess: refresh,
  });
}
