import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';

/** The main company's password policy, which a resident company's new password must meet. */
export const useCompanyPolicy = () => useCompany((company) => company.pwdPolicy);

/** The signed-in resident company changes its own password; its other sessions end. */
export const useChangeOwnPassword = () =>
  useMutation({
    mutationFn: (values: { oldPwd: string; password: string }) => callApi('updateSubAccountPwd', values, { successToast: true }),
  });
