import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useRefreshCompany } from '../../../lib/company';

/** Changes the Administrator's password; the server applies the company policy too. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (values: { oldpwd: string; newpwd: string }) => callApi('updatePassword', values, { successToast: true }),
  });

/** Sets the company password policy (0 basic, 1 medium, 2 strong) and expiry in days (0 never). */
export function useSavePasswordPolicy() {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: (values: { pwdPolicy: number; pwdExpireDays: number }) =>
      callApi('updatePasswordPolicy', values, { successToast: true }),
    onSuccess: refreshCompany,
  });
}
