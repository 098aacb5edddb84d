import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions } from '../../../lib/api-query';
import { saveProfile } from '../../../lib/session';

/* A super account's or HQ Administrator's companies and their visitor counts. */

export const useRelatedCompanies = () => useQuery(apiQueryOptions('getRelatedAccount'));

export const useAllTimeCounts = () => useQuery(apiQueryOptions('getAllSuperAccountVCount'));

export const useRangeCounts = (range: { startDate: string; endDate: string }) =>
  useQuery(apiQueryOptions('getSupAccVCount', range));

/** The strictest password policy of the covered companies: the one the server applies to the account's password. */
export const useAccountPolicy = () =>
  useQuery({
    ...apiQueryOptions('getRelatedAccount'),
    select: (companies) => Math.max(0, ...companies.map((company) => company.pwdPolicy)),
  });

export const useChangeSuperPassword = () =>
  useMutation({
    mutationFn: (values: { oldPwd: string; password: string }) => callApi('ModifySupAccPassword', values, { successToast: true }),
  });

/** An HQ Administrator moves to another branch: the new session replaces the old, and the console opens afresh in it. */
export const useSwitchBranch = () =>
  useMutation({
    mutationFn: (branch: number) => callApi('switchBranch', { branch }),
    onSuccess: (login) => {
      saveProfile({ token: login.token, userid: login.userid, id: login.userid });
      window.location.assign('/');
    },
  });
