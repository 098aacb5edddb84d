import type { Employee } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { EmployeeTable } from '../../platform/db/schema.js';

export interface EmployeeLinks {
  departments: Array<{ deptid: number; deptName: string }>;
  rids: number[];
}

/** The employee row as the API shows it; the password hash never leaves the server. */
export function toEmployee(row: Selectable<EmployeeTable>, links: EmployeeLinks = { departments: [], rids: [] }): Employee {
  const {
    id,
    companyId,
    empNameKey: _key,
    passwordHash,
    passwordChangedAt: _changed,
    createdAt: _created,
    updatedAt: _updated,
    ...rest
  } = row;
  const first = links.departments[0];
  return {
    ...rest,
    empid: id,
    userid: companyId,
    activated: passwordHash ? 1 : 0,
    deptid: first?.deptid ?? 0,
    deptName: first?.deptName ?? '',
    deptIds: links.departments.map((department) => department.deptid),
    deptNames: links.departments.map((department) => department.deptName),
    rids: links.rids,
  };
}
