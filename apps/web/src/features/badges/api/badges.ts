import type { UserInfo } from '@vestibule/contract/entities/company';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';

/** The company's settings: the same query the account screens read. */
const userInfoKey = ['GetUserInfo'] as const;

/** The company with its badge settings. */
export const useBadgeInfo = () =>
  useQuery({
    queryKey: userInfoKey,
    queryFn: async () => (await callApi('GetUserInfo')) as UserInfo,
  });

/** Stores the whole badge style; the screen then reads the stored values again. */
export function useSaveBadgeStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'updateCardStyle'>) => callApi('updateCardStyle', body, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKey }),
  });
}
