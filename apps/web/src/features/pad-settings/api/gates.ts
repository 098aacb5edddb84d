import { useMutation } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { useRefreshApi } from '../../../lib/api-query';

/** Stores the company's whole gate list: gates listed with a gid are renamed, without one added, the rest removed. */
export function useSaveGates() {
  const refresh = useRefreshApi('getGate');
  return useMutation({
    mutationFn: (gates: RequestOf<'addGate'>) => callApi('addGate', gates, { successToast: true }),
    onSuccess: refresh,
  });
}
