import type { ProjectForm } from '@vestibule/contract/endpoints/projects';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';

/** The company's projects with their people counts. */
export const useProjects = () => useQuery(apiQueryOptions('getProject'));

/** Adds (no pid) or changes a project; `done` is the success toast. */
export function useSaveProject() {
  const refresh = useRefreshApi('getProject');
  return useMutation({
    mutationFn: ({ pid, values, done }: { pid?: number; values: ProjectForm; done: string }) =>
      pid === undefined
        ? callApi('addProject', values, { successToast: done }).then(() => undefined)
        : callApi('updateProject', { pid, ...values }, { successToast: done }),
    onSuccess: refresh,
  });
}

/** Deletes a project; its residents stay, without one, so their list changes too. */
export function useDeleteProject() {
  const refresh = useRefreshApi('getProject', 'SearchRVisitorByCondition');
  return useMutation({
    mutationFn: ({ pid, done }: { pid: number; done: string }) => callApi('delProject', { pid }, { successToast: done }),
    onSuccess: refresh,
  });
}
