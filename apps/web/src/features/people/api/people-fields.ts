import type { Checkable } from '../../../lib/form-rules';

/* The contract's field schemas of the people calls, loaded with the first form check. */

type EmployeeField = 'employee_name' | 'phone' | 'email' | 'empNo' | 'empPosition' | 'cardNo' | 'remark';

export const employeeField = (name: EmployeeField) => async (): Promise<Checkable> =>
  (await import('@vestibule/contract/endpoints/employees')).employeeEndpoints.addEmployee.request.shape[name];

export const departmentField = (name: 'deptName' | 'deptNo') => async (): Promise<Checkable> =>
  (await import('@vestibule/contract/endpoints/departments')).departmentEndpoints.addDepartment.request.shape[name];
