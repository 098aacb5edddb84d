import type { DepartmentNode } from '@vestibule/contract/entities/employee';

/* Departments in the order the original tree shows them, and as picker options. */

/** Sorted by department number (numerically), then name. */
export const sortedDepartments = (nodes: readonly DepartmentNode[]): DepartmentNode[] =>
  [...nodes].sort(
    (a, b) => a.deptNo.localeCompare(b.deptNo, undefined, { numeric: true }) || a.deptName.localeCompare(b.deptName),
  );

export interface DepartmentOption {
  value: number;
  title: string;
  children: DepartmentOption[];
}

/** TreeSelect options; `without` leaves out a department and everything below it (a department cannot sit under itself). */
export function departmentOptions(nodes: readonly DepartmentNode[], without?: number): DepartmentOption[] {
  return sortedDepartments(nodes)
    .filter((node) => node.deptid !== without)
    .map((node) => ({ value: node.deptid, title: node.deptName, children: departmentOptions(node.childDeptList, without) }));
}
