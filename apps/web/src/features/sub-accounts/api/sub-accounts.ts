import type { SubAccount, SubAccountTemplate } from '@vestibule/contract/entities/sub-account';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { useCompany, useRefreshCompany } from '../../../lib/company';

export type { SubAccount, SubAccountTemplate };

/** What the add and edit dialog sends; a password only on creation. */
export type SubAccountDraft = Omit<RequestOf<'addSubAccount'>, 'userid'>;
export type TemplateDraft = Omit<RequestOf<'addSubAccountTemp'>, 'userid'>;

export const useSubAccounts = () => useQuery(apiQueryOptions('getSubAccountByUserid'));

export const useSubAccountTemplate = () => useQuery(apiQueryOptions('getSubAccountTemp'));

/** The company's resident-company switch (1 on) and its password policy, which new passwords must meet. */
export const useMultiCompanySettings = () =>
  useCompany((company) => ({ subAccount: company.subAccount, pwdPolicy: company.pwdPolicy }));

const useRefreshSubAccounts = () => useRefreshApi('getSubAccountByUserid');

/** Turns resident-company mode on or off; the navigation follows the company's switch. */
export function useSetMultiCompany() {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: ({ on, done }: { on: boolean; done: string }) =>
      callApi('updateSASwitch', { subAccount: on ? 1 : 0 }, { successToast: done }),
    onSuccess: refreshCompany,
  });
}

/** Adds a resident company, or changes the one with `id`; `done` is the success toast. */
export function useSaveSubAccount() {
  const refresh = useRefreshSubAccounts();
  return useMutation({
    mutationFn: ({ id, draft, done }: { id?: number; draft: SubAccountDraft; done: string }) => {
      if (id === undefined) return callApi('addSubAccount', draft, { successToast: done });
      // A password is set on creation only; afterwards it is reset on its own.
      const { password: _password, ...fields } = draft;
      return callApi('updateSubAccount', { ...fields, id }, { successToast: done });
    },
    onSuccess: refresh,
  });
}

/** Enables or disables a resident company; disabling ends its sessions. */
export function useSetSubAccountEnabled() {
  const refresh = useRefreshSubAccounts();
  return useMutation({
    mutationFn: ({ id, enabled, done }: { id: number; enabled: boolean; done: string }) =>
      callApi('updateSubAccount', { id, isUse: enabled ? 1 : 0 }, { successToast: done }),
    onSuccess: refresh,
  });
}

export function useDeleteSubAccount() {
  const refresh = useRefreshSubAccounts();
  return useMutation({
    mutationFn: ({ id, done }: { id: number; done: string }) => callApi('delSubAccount', { id }, { successToast: done }),
    onSuccess: refresh,
  });
}

export const useResetSubAccountPassword = () =>
  useMutation({
    mutationFn: ({ id, password, done }: { id: number; password: string; done: string }) =>
      callApi('resetSubAccountPwd', { id, password }, { successToast: done }),
  });

/** Moves employees to the resident company; its employee count follows. */
export function useAssignEmployees() {
  const refresh = useRefreshApi('getSubAccountByUserid', 'getEmpListPages');
  return useMutation({
    mutationFn: ({ subaccountId, empids, done }: { subaccountId: number; empids: number[]; done: string }) =>
      callApi('updateEmpSubAccount', { subaccountId, empids }, { successToast: done }),
    onSuccess: refresh,
  });
}

export function useSaveSubAccountTemplate() {
  const refresh = useRefreshApi('getSubAccountTemp');
  return useMutation({
    mutationFn: (draft: TemplateDraft) => callApi('addSubAccountTemp', draft, { successToast: true }),
    onSuccess: refresh,
  });
}
