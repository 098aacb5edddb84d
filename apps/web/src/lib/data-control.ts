import { type DataControl, defaultDataControl } from '@vestibule/contract/data-control';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { apiQueryOptions } from './api-query';

/*
 * Data control: which visit-list columns and visitor kinds the company's
 * lists show. The /data screen changes it; the visit list and history read it.
 */

const dataControlQuery = apiQueryOptions('getDataControl');

/** The company's choice; everything until it has loaded or when it cannot be read. */
export function useDataControl(): DataControl {
  const query = useQuery({ ...dataControlQuery, staleTime: 60_000 });
  return query.data ?? defaultDataControl;
}

/** Loads the choice for the /data form (with its loading state). */
export const useDataControlQuery = () => useQuery(dataControlQuery);

export function useSaveDataControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ choice, done }: { choice: DataControl; done: string }) =>
      callApi('updateDataControl', choice, { successToast: done }),
    onSuccess: (saved) => queryClient.setQueryData(dataControlQuery.queryKey, saved),
  });
}
