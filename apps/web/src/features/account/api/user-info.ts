import type { UserInfo } from '@vestibule/contract/entities/company';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const userInfoKey = ['GetUserInfo'] as const;

/** The signed-in company: information and settings. */
export const useUserInfo = () =>
  useQuery({
    queryKey: userInfoKey,
    queryFn: async () => (await callApi('GetUserInfo')) as UserInfo,
  });
