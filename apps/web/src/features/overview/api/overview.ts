import type { VisitOverview } from '@vestibule/contract/endpoints/overview';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client';
import { watchVisitEvents } from '../lib/visit-events';

const overviewKey = ['getVisitOverview'] as const;

/** The home screen's counts, people on site and charts. */
export const useVisitOverview = () =>
  useQuery({
    queryKey: overviewKey,
    queryFn: async () => (await callApi('getVisitOverview', {})) as VisitOverview,
  });

/** Refetches the overview whenever the company's visits change (server-sent events). */
export function useLiveOverview(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: overviewKey });
    return watchVisitEvents({ onChange: refresh, onReconnect: refresh });
  }, [queryClient]);
}
