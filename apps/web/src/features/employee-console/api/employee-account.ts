import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';

/** The company's password policy, which the server applies to employee passwords too. */
export const useCompanyPolicy = () => useCompany((company) => company.pwdPolicy);

/** Changes the signed-in employee's password; the employee's other devices are signed out. */
export const useChangeEmployeePassword = () =>
  useMutation({
    mutationFn: (values: { oldEmpPwd: string; empPwd: string }) => callApi('updateEmpPwd', values, { successToast: true }),
  });
