import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';

/** The company's password policy, which a manager's new password must meet. */
export const useManagerPolicy = () => useCompany((company) => company.pwdPolicy);

/** The signed-in manager changes its own password; its other sessions end. */
export const useChangeManagerPassword = () =>
  useMutation({
    mutationFn: (values: { oldPwd: string; password: string }) => callApi('updateManagerPwd', values, { successToast: true }),
  });
