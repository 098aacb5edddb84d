import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiQueryOptions, refreshApi } from '../../../lib/api-query';
import { watchVisitEvents } from '../lib/visit-events';

/** The home screen's counts, people on site and charts. */
export const useVisitOverview = () => useQuery(apiQueryOptions('getVisitOverview'));

/** Refetches the overview whenever the company's visits change (server-sent events). */
export function useLiveOverview(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void refreshApi(queryClient, 'getVisitOverview');
    return watchVisitEvents({ onChange: refresh, onReconnect: refresh });
  }, [queryClient]);
}
