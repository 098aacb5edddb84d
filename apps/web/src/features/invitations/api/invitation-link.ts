import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The invitation the link's token names; the first look marks it viewed. */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['getAppointmentbySecId', token],
    queryFn: () => callApi('getAppointmentbySecId', { token }, { quietFor: [39] }),
    retry: false,
    enabled: token !== '',
  });

/** Accepts (3) or refuses (4) the invitation, then shows it as answered. */
export const useReply = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 3 | 4) => callApi('updateAppointmentReply', { token, status }, { quietFor: [70] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['getAppointmentbySecId', token] }),
  });
};
