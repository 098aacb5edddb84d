import type { UserInfo } from '@vestibule/contract/entities/company';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import type { SyncSource } from '../lib/directory-tips';

/** The company's settings: the same query the account screens read. */
const userInfoKey = ['GetUserInfo'] as const;
const reportsKey = ['getSyncReports'] as const;
/** Refusals the screens explain with their tip instead of a toast. */
const invalidField = 604;

export const useDirectoryInfo = () =>
  useQuery({ queryKey: userInfoKey, queryFn: async () => (await callApi('GetUserInfo')) as UserInfo });

export type DirectoryCall = 'updateDDNotify' | 'updateRtxConf' | 'UpdateRtxRefresh';

/** Saves one directory setting; a guard's refusal rejects quietly so the panel shows its tip. */
export function useSaveDirectorySetting<N extends DirectoryCall>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<N>) => callApi(name, body, { successToast: true, quietFor: [invalidField] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userInfoKey }),
  });
}

export const useSyncReports = (enabled: boolean) =>
  useQuery({ queryKey: reportsKey, queryFn: () => callApi('getSyncReports', {}), enabled });

/** Imports the address book from DingTalk or RTX now; answers the run's report. */
export function useDirectoryImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: SyncSource) =>
      callApi(source === 'dingtalk' ? 'getEmployeeFromDD' : 'getEmployeeFromRtx', {}, { quietFor: [invalidField] }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
