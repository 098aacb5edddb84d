import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { useCompany, useRefreshCompany } from '../../../lib/company';

/* The approval process: the switch, areas and levels (/approve), the approver's list, and decision links. */

export const useProcessSwitch = () => useCompany((company) => company.processSwitch);

export function useSaveProcessSwitch() {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: (processSwitch: 0 | 1) => callApi('updateProcessSwitch', { processSwitch }, { successToast: true }),
    onSuccess: refreshCompany,
  });
}

export const useProcessAreas = () => useQuery(apiQueryOptions('getProcessArea'));

/** The company's department trees: an area may approve one department's visitors. */
export const useAreaDepartments = () => useQuery(apiQueryOptions('getDeptList'));

/** Roles to pick approvers from (role groups with their roles). */
export const useApproverRoles = () => useQuery(apiQueryOptions('getRARG'));

function useAreaMutation<T>(run: (input: T) => Promise<unknown>) {
  const refresh = useRefreshApi('getProcessArea');
  return useMutation({ mutationFn: run, onSuccess: refresh });
}

/** Adds an area, or with `aid` changes one. */
export const useSaveArea = () =>
  useAreaMutation(async ({ aid, ...body }: { aid?: number; aName: string; address: string; deptid: number }) => {
    if (aid === undefined) await callApi('addProcessArea', body, { successToast: true });
    else await callApi('updateProcessArea', { aid, ...body }, { successToast: true });
  });

export const useDeleteArea = () => useAreaMutation((aid: number) => callApi('delProcessArea', { aid }, { successToast: true }));

export const useSaveRules = () =>
  useAreaMutation((rules: RequestOf<'addProcessRule'>) => callApi('addProcessRule', rules, { successToast: true }));

export const useApprovalTasks = (status: number, startIndex: number, requestedCount: number) =>
  useQuery({
    ...apiQueryOptions('getApprovalList', { status, startIndex, requestedCount }),
    placeholderData: keepPreviousData,
  });

export interface Decision {
  type: 'p' | 'r';
  remark: string;
}

export function useDecideTask() {
  const refresh = useRefreshApi('getApprovalList');
  return useMutation({
    mutationFn: ({ rid, ...decision }: Decision & { rid: number }) =>
      callApi('updateApproval', { rid, ...decision }, { successToast: true }),
    onSuccess: refresh,
  });
}

/** The link's approval; 39 (used or expired) is the page's to explain. */
export const useLinkTask = (digest: string) =>
  useQuery({ ...apiQueryOptions('getPermissionRecordByLink', { digest }, { quietFor: [39] }), retry: false });

export const useDecideByLink = (digest: string) =>
  useMutation({
    mutationFn: (decision: Decision) => callApi('updatePermissionByLink', { digest, ...decision }, { successToast: true }),
  });
