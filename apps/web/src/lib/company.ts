import type { UserInfo } from '@vestibule/contract/entities/company';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { apiQueryOptions } from './api-query';

/*
 * The signed-in company (GetUserInfo): its information and every setting.
 * One query for the whole console; each screen picks what it reads with
 * `select`, so the cache always holds the whole UserInfo.
 */

const companyQuery = apiQueryOptions('GetUserInfo');

export function useCompany(): UseQueryResult<UserInfo>;
export function useCompany<T>(select: (company: UserInfo) => T): UseQueryResult<T>;
export function useCompany<T>(select?: (company: UserInfo) => T) {
  return useQuery({ ...companyQuery, select });
}

/** After a call that changed the company: every screen reading it loads it again. */
export function useRefreshCompany(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyQuery.queryKey });
}

/** After a call that answered the whole company (ModifyUserInfo): every screen shows it without asking again. */
export function useStoreCompany(): (company: UserInfo) => void {
  const queryClient = useQueryClient();
  return (company) => queryClient.setQueryData(companyQuery.queryKey, company);
}
