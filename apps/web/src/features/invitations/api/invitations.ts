import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { pageRequest } from '../../../lib/paging';

/** How many visitors one invitation takes and the longest validity the company allows. */
export const useInviteAllowance = () => useQuery({ queryKey: ['checkInviteCount'], queryFn: () => callApi('checkInviteCount') });

/** Sends the invitations; the list shows them next. */
export const useInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: RequestOf<'addAppointment'>) => callApi('addAppointment', items, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['getAppListByEmpId'] }),
  });
};

/** A page of the signed-in employee's invitations, newest first. */
export const useOwnInvitations = (page: number, pageSize: number) =>
  useQuery({
    queryKey: ['getAppListByEmpId', page, pageSize],
    queryFn: () => callApi('getAppListByEmpId', pageRequest(page, pageSize)),
    placeholderData: keepPreviousData,
  });
