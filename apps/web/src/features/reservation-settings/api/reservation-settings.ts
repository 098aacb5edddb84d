import type { ReservationSettingsEndpoint } from '@vestibule/contract/endpoints/reservation-settings';
import { useMutation } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { useRefreshCompany } from '../../../lib/company';

/** Saves one section of /reserve through its own call; the screen then reads the stored values again. */
export function useSaveReservationSetting<N extends ReservationSettingsEndpoint>(name: N) {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: (body: RequestOf<N>) => callApi(name, body, { successToast: true }),
    onSuccess: refreshCompany,
  });
}
