import type { UserInfo } from '@vestibule/contract/entities/company';
import type { DepartmentNode } from '@vestibule/contract/entities/employee';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';

/* The approval process: the switch, areas and levels (/approve), the approver's list, the trail, and decision links. */

const userInfoKey = ['GetUserInfo'] as const;
const areasKey = ['getProcessArea'] as const;
const tasksKey = ['getApprovalList'] as const;

export interface RoleChoice {
  rid: number;
  rgName: string;
  childRoleList: Array<{ rid: number; rgName: string }>;
}

export const useProcessSwitch = () =>
  useQuery({ queryKey: userInfoKey, queryFn: async () => ((await callApi('GetUserInfo')) as UserInfo).processSwitch });

export function useSaveProcessSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (processSwitch: 0 | 1) => callApi('updateProcessSwitch', { processSwitch }, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKey }),
  });
}

export const useProcessAreas = () => useQuery({ queryKey: areasKey, queryFn: () => callApi('getProcessArea', {}) });

/** The company's department trees: an area may approve one department's visitors. */
export const useAreaDepartments = () =>
  useQuery({ queryKey: ['getDeptList'], queryFn: async () => (await callApi('getDeptList')) as DepartmentNode[] });

/** Roles to pick approvers from (role groups with their roles). */
export const useApproverRoles = () =>
  useQuery({ queryKey: ['getRARG'], queryFn: async () => (await callApi('getRARG')) as RoleChoice[] });

function useAreaMutation<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: areasKey }) });
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

export const useApprovalTrail = (vid: number) =>
  useQuery({
    queryKey: ['getProcessRecord', vid],
    queryFn: () => callApi('getProcessRecord', { pType: '1', vid }),
  });

export const useApprovalTasks = (status: number, startIndex: number, requestedCount: number) =>
  useQuery({
    queryKey: [...tasksKey, status, startIndex, requestedCount],
    queryFn: () => callApi('getApprovalList', { status, startIndex, requestedCount }),
    placeholderData: keepPreviousData,
  });

export interface Decision {
  type: 'p' | 'r';
  remark: string;
}

export function useDecideTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rid, ...decision }: Decision & { rid: number }) =>
      callApi('updateApproval', { rid, ...decision }, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}

/** The link's approval; 39 (used or expired) is the page's to explain. */
export const useLinkTask = (digest: string) =>
  useQuery({
    queryKey: ['getPermissionRecordByLink', digest],
    queryFn: () => callApi('getPermissionRecordByLink', { digest }, { quietFor: [39] }),
    retry: false,
  });

export const useDecideByLink = (digest: string) =>
  useMutation({
    mutationFn: (decision: Decision) => callApi('updatePermissionByLink', { digest, ...decision }, { successToast: true }),
  });
