import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { pageRequest } from '../../../lib/paging';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';

export type { Role, RoleGroup } from '@vestibule/contract/entities/employee';

/** Role groups with their roles and how many employees hold each. */
export const useRoleGroups = () => useQuery(apiQueryOptions('getRARG'));

const useRefreshRoles = () => useRefreshApi('getRARG', 'getEmpRoleList');

/** Adds a group (parentId 0) or a role in a group; with `rid`, renames or moves one. */
export function useSaveRole() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: async ({ rid, rgName, parentId }: { rid?: number; rgName: string; parentId: number }) => {
      const body = { rgName: rgName.trim(), parentId };
      if (rid === undefined) await callApi('addRARG', body, { successToast: true });
      else await callApi('updateRARG', { ...body, rid }, { successToast: true });
    },
    onSuccess: refresh,
  });
}

/** Deletes a role, or a group with its roles (257 while employees hold any of them). */
export function useDeleteRole() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: (rid: number) => callApi('delRARG', { rid }, { successToast: true }),
    onSuccess: refresh,
  });
}

/** One page of the employees holding a role. */
export const useRoleMembers = (rid: number | undefined, page: number, pageSize: number) =>
  useQuery({
    ...apiQueryOptions('getEmpRoleList', { rid: rid ?? 0, ...pageRequest(page, pageSize) }),
    enabled: rid !== undefined,
    placeholderData: keepPreviousData,
  });

export function useAddMembers() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: ({ rid, empids }: { rid: number; empids: number[] }) =>
      callApi('addEmpRole', { rid, empids }, { successToast: true }),
    onSuccess: refresh,
  });
}

export function useRemoveMembers() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: ({ rid, empids }: { rid: number; empids: number[] }) =>
      callApi('delRoleEmp', { rid, empids }, { successToast: true }),
    onSuccess: refresh,
  });
}
