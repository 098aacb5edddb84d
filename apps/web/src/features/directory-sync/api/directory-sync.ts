import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions } from '../../../lib/api-query';
import { useRefreshCompany } from '../../../lib/company';
import type { SyncSource } from '../lib/directory-tips';

/** Refusals the screens explain with their tip instead of a toast. */
const invalidField = 604;

export type DirectoryCall = 'updateDDNotify' | 'updateRtxConf' | 'UpdateRtxRefresh';

/** Saves one directory setting; a guard's refusal rejects quietly so the panel shows its tip. */
export function useSaveDirectorySetting<N extends DirectoryCall>(name: N) {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: (body: RequestOf<N>) => callApi(name, body, { successToast: true, quietFor: [invalidField] }),
    onSettled: refreshCompany,
  });
}

export const useSyncReports = (enabled: boolean) => useQuery({ ...apiQueryOptions('getSyncReports'), enabled });

/** Imports the address book from DingTalk or RTX now; answers the run's report. */
export function useDirectoryImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: SyncSource) =>
      callApi(source === 'dingtalk' ? 'getEmployeeFromDD' : 'getEmployeeFromRtx', {}, { quietFor: [invalidField] }),
    // An import changes people, departments and the company's sync state: everything is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
