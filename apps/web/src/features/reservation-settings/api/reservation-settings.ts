import type { ReservationSettingsEndpoint } from '@vestibule/contract/endpoints/reservation-settings';
import type { UserInfo } from '@vestibule/contract/entities/company';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';

/** The company's settings: the same query the account screens read. */
const userInfoKey = ['GetUserInfo'] as const;

/** The company with its reservation settings. */
export const useReservationInfo = () =>
  useQuery({
    queryKey: userInfoKey,
    queryFn: async () => (await callApi('GetUserInfo')) as UserInfo,
  });

/** Saves one section of /reserve through its own call; the screen then reads the stored values again. */
export function useSaveReservationSetting<N extends ReservationSettingsEndpoint>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<N>) => callApi(name, body, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKey }),
  });
}
