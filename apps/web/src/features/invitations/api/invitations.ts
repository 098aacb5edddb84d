import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { pageRequest } from '../../../lib/paging';

/** How many visitors one invitation takes and the longest validity the company allows. */
export const useInviteAllowance = () => useQuery(apiQueryOptions('checkInviteCount'));

/** Sends the invitations; the list shows them next. */
export const useInvite = () => {
  const refresh = useRefreshApi('getAppListByEmpId');
  return useMutation({
    mutationFn: (items: RequestOf<'addAppointment'>) => callApi('addAppointment', items, { successToast: true }),
    onSuccess: refresh,
  });
};

/** A page of the signed-in employee's invitations, newest first. */
export const useOwnInvitations = (page: number, pageSize: number) =>
  useQuery({ ...apiQueryOptions('getAppListByEmpId', pageRequest(page, pageSize)), placeholderData: keepPreviousData });
