import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions } from '../../../lib/api-query';

const invitationQuery = (token: string) => apiQueryOptions('getAppointmentbySecId', { token }, { quietFor: [39] });

/** The invitation the link's token names; the first look marks it viewed. */
export const useInvitation = (token: string) => useQuery({ ...invitationQuery(token), retry: false, enabled: token !== '' });

/** Accepts (3) or refuses (4) the invitation, then shows it as answered. */
export const useReply = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 3 | 4) => callApi('updateAppointmentReply', { token, status }, { quietFor: [70] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationQuery(token).queryKey }),
  });
};
