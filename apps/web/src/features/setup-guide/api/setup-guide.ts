import type { SetupGuide } from '@vestibule/contract/endpoints/setup-guide';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions } from '../../../lib/api-query';
import { useIsAdministrator } from './show-setup-guide';

export type { SetupGuide };

const guideQuery = apiQueryOptions('getSetupGuide');

/** The steps, read again each time the overview opens: a step done on another screen shows ticked on return. */
export function useSetupGuide() {
  const enabled = useIsAdministrator();
  return useQuery({ ...guideQuery, enabled, refetchOnMount: 'always' });
}

/** Hides the guide (true) or shows it again (false); the answer is the guide as it now stands. */
export function useDismissSetupGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dismissed: boolean) => callApi('dismissSetupGuide', { dismissed: dismissed ? 1 : 0 }),
    onSuccess: (guide) => queryClient.setQueryData(guideQuery.queryKey, guide),
  });
}
