import { useMutation } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { useRefreshCompany } from '../../../lib/company';

/** Stores the whole badge style; the screen then reads the stored values again. */
export function useSaveBadgeStyle() {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: (body: RequestOf<'updateCardStyle'>) => callApi('updateCardStyle', body, { successToast: true }),
    onSuccess: refreshCompany,
  });
}
