import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';

/** Everything whose numbers move when people or departments change (the employee pages, their counts and the plan card among them). */
export const useRefreshPeople = () => useRefreshApi('getDeptList', 'getEmpListPages', 'getEmployeeCount', 'getPlan');

/** The department trees with people counts. */
export const useDepartments = () => useQuery(apiQueryOptions('getDeptList'));

/** How many employees the company has, for the tree's "All employees" row. */
export const useEmployeeTotal = () => useQuery({ ...apiQueryOptions('getEmployeeCount'), select: ({ total }) => total });

/** How many employees are in no department: one row of that page tells the count. */
export const useNoDepartmentCount = () =>
  useQuery({
    ...apiQueryOptions('getEmpListPages', { deptid: -1, startIndex: 1, requestedCount: 1 }),
    select: ({ count }) => count,
  });

export interface DepartmentValues {
  deptName: string;
  deptNo: string;
  parentId: number;
  deptManagerEmpid: number[];
  defaultReceiver: number[];
}

/** Adds a department, or edits one when `deptid` is given (123 and 124 come back as toasts). */
export function useSaveDepartment() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async ({ deptid, values }: { deptid?: number; values: DepartmentValues }) => {
      const body: Omit<RequestOf<'addDepartment'>, 'userid'> = {
        ...values,
        deptName: values.deptName.trim(),
        deptNo: values.deptNo.trim(),
        deptManagerEmpid: values.deptManagerEmpid.join(','),
      };
      if (deptid === undefined) await callApi('addDepartment', body, { successToast: true });
      else await callApi('updateDepartment', { deptid, ...body }, { successToast: true });
    },
    onSuccess: refresh,
  });
}

/** Deletes a department: its sub-departments move up and its people leave it. */
export function useDeleteDepartment() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (deptid: number) => callApi('delDepartment', { deptid }, { successToast: true }),
    onSuccess: refresh,
  });
}
