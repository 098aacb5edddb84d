import type { LockoutPolicy } from '@vestibule/contract/rules/lockout-policy';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { useRefreshCompany } from '../../../lib/company';
import type { Checkable } from '../../../lib/form-rules';

/** Sets how many failed sign-ins lock an account and for how many minutes. */
export function useSaveLockoutPolicy() {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: (values: LockoutPolicy) => callApi('updateLockoutPolicy', values, { successToast: true }),
    onSuccess: refreshCompany,
  });
}

/** The contract's check of a lockout field, loaded on the first form check. */
export const lockoutField = (name: keyof LockoutPolicy) => async (): Promise<Checkable> =>
  (await import('@vestibule/contract/endpoints/account')).accountEndpoints.updateLockoutPolicy.request.shape[name];

/** The signed-in account's own sessions, newest first. */
export const useActiveSessions = () => useQuery(apiQueryOptions('getActiveSessions'));

const useRefreshSessions = () => useRefreshApi('getActiveSessions');

/** Signs out one other session; `done` is the success toast. */
export function useEndSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: ({ id, done }: { id: number; done: string }) => callApi('endSession', { id }, { successToast: done }),
    onSuccess: refresh,
  });
}

/** Signs out every session but this one; `done` is the success toast. */
export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (done: string) => callApi('endOtherSessions', {}, { successToast: done }),
    onSuccess: refresh,
  });
}
