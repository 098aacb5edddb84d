import type { PasswordPolicy } from '@vestibule/contract/rules/password-policy';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The company's password policy, which the server applies to employee passwords too. */
export const useCompanyPolicy = () =>
  useQuery({
    queryKey: ['GetUserInfo', 'pwdPolicy'],
    queryFn: async () => (await callApi('GetUserInfo')).pwdPolicy as PasswordPolicy,
  });

/** Changes the signed-in employee's password; the employee's other devices are signed out. */
export const useChangeEmployeePassword = () =>
  useMutation({
    mutationFn: (values: { oldEmpPwd: string; empPwd: string }) => callApi('updateEmpPwd', values, { successToast: true }),
  });
