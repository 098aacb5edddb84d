import type { Employee } from '@vestibule/contract/entities/employee';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { EmployeeSearchField } from '../../../components/employee-search-bar';
import { pageRequest } from '../../../lib/paging';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions } from '../../../lib/api-query';
import { type DepartmentFilter, deptidOfFilter } from '../lib/department-tree';
import { useRefreshPeople } from './departments';

export interface EmployeeQuery {
  page: number;
  pageSize: number;
  searchField: EmployeeSearchField;
  searchText: string;
  department: DepartmentFilter;
  /** 0 enabled, 1 forbidden, 2 disabled; undefined for every state. */
  state?: number;
}

/** One page of the employee list for the tree selection, search and state filter. */
export const useEmployeePage = (query: EmployeeQuery) =>
  useQuery({
    ...apiQueryOptions('getEmpListPages', {
      ...pageRequest(query.page, query.pageSize),
      [query.searchField]: query.searchText.trim(),
      deptid: deptidOfFilter(query.department),
      empState: query.state,
    }),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The next free work number, offered when an employee is added: asked afresh each time, never kept. */
export const useNextWorkNumber = (enabled: boolean) =>
  useQuery({ ...apiQueryOptions('getMaxEmpNo'), enabled, staleTime: 0, gcTime: 0 });

export type EmployeeBody = Omit<RequestOf<'addEmployee'>, 'userid'>;

/** Adds an employee, or edits one when `empid` is given (24 and 241 come back as toasts). */
export function useSaveEmployee() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: async ({ empid, body }: { empid?: number; body: EmployeeBody }): Promise<Employee> =>
      empid === undefined
        ? callApi('addEmployee', body, { successToast: true })
        : callApi('updateEmployee', { employeeid: empid, ...body }, { successToast: true }),
    onSuccess: refresh,
  });
}

export function useDeleteEmployees() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (empids: number[]) => callApi('batchDelEmployee', { empids }, { successToast: true }),
    onSuccess: refresh,
  });
}

/** Enables (0), forbids (1) or disables (2) employees. */
export function useSetEmployeeState() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: ({ empids, empState }: { empids: number[]; empState: number }) =>
      callApi('updateEmpState', { empids, empState }, { successToast: true }),
    onSuccess: refresh,
  });
}

/** The employees' departments become exactly the ones given (none when empty). */
export function useMoveEmployees() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: ({ empids, deptIds }: { empids: number[]; deptIds: number[] }) =>
      callApi('updateDeptEmpRelation', { empids, deptIds }, { successToast: true }),
    onSuccess: refresh,
  });
}

/** Clears the employees' passwords: each activates the account again with an SMS code. */
export function useResetEmployeePasswords() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (empids: number[]) => callApi('resetEmpPwdByAdministrator', { empids }, { successToast: true }),
    onSuccess: refresh,
  });
}
