import type { UserInfo } from '@vestibule/contract/entities/company';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { readProfile } from '../../../lib/session';

export const userInfoKey = ['GetUserInfo'] as const;

/** The `userid` the company calls carry (the server checks it against the session). */
export const currentUserid = (): number | undefined => Number(readProfile().userid) || undefined;

/** The signed-in company: information and settings. */
export const useUserInfo = () =>
  useQuery({
    queryKey: userInfoKey,
    queryFn: async () => (await callApi('GetUserInfo', { userid: currentUserid() })) as UserInfo,
  });
