import type { Generated, GeneratedAlways } from 'kysely';

/* The people tables: departments, employees and what links them (roles, directors, proxies, imports). */

export interface DepartmentTable {
  id: Generated<number>;
  companyId: number;
  deptName: string;
  /** Lower-cased name: department names are unique in a company regardless of case. */
  deptNameKey: string;
  deptNo: string;
  parentId: Generated<number>;
  vMaxCount: Generated<number>;
  remark: Generated<string>;
  createdAt: number;
}

/** Employee states (spec section 4). */
export const employeeStates = { enabled: 0, forbidden: 1, disabled: 2 } as const;

export interface EmployeeTable {
  id: Generated<number>;
  companyId: number;
  empName: string;
  /** searchKey(empName), for prefix search. */
  empNameKey: string;
  empNo: Generated<string>;
  /** Computed by the database from empNo: all-digit work numbers in numeric order (see workNumberOrder), else null. */
  empNoOrder: GeneratedAlways<string | null>;
  empPhone: string;
  empEmail: Generated<string>;
  empPosition: Generated<string>;
  empNickname: Generated<string>;
  empSex: Generated<string>;
  cardNo: Generated<string>;
  telephone: Generated<string>;
  workbay: Generated<string>;
  empType: Generated<number>;
  visitType: Generated<string>;
  defaultNotify: Generated<number>;
  subaccountId: Generated<number>;
  remark: Generated<string>;
  /** Validity as YYYY-MM-DD, '' for open-ended. */
  startDate: Generated<string>;
  endDate: Generated<string>;
  avatar: Generated<string>;
  face: Generated<number>;
  plateNum: Generated<string>;
  /** DingTalk user id, RTX account and WeChat Work user id: where notices reach the employee. */
  ddid: Generated<string>;
  empRtxAccount: Generated<string>;
  openid: Generated<string>;
  /** 'Not searchable at the pad'. */
  padHidden: Generated<number>;
  /** 'No reservation': visitors cannot pre-register with this host. */
  noReservation: Generated<number>;
  empState: Generated<number>;
  /** On the whitelist of hosts whose regular visitors pass without approval. */
  wlist: Generated<number>;
  /** Null until the employee activates the account. */
  passwordHash: Generated<string | null>;
  passwordChangedAt: Generated<number | null>;
  createdAt: number;
  updatedAt: number;
}

export interface EmpDeptTable {
  empid: number;
  deptid: number;
  companyId: number;
}

/** A director of a department (api-facts: deptManagerEmpid). */
export interface DepartmentDirectorTable {
  companyId: number;
  deptid: number;
  empid: number;
}

/** An employee told by default about visitors to a department (api-facts: defaultReceiver). */
export interface DepartmentReceiverTable {
  companyId: number;
  deptid: number;
  empid: number;
}

/** An employee who manages the company's visitors (api-facts: visitorManager). */
export interface VisitorManagerTable {
  companyId: number;
  empid: number;
}

/** An equipment (door access) group an employee belongs to (api-facts: egids); groups: equipment_group. */
export interface EmployeeEquipmentGroupTable {
  companyId: number;
  empid: number;
  egid: number;
}

export interface RoleTable {
  id: Generated<number>;
  companyId: number;
  rgName: string;
  /** 0 for a role group; otherwise the group's id. */
  parentId: Generated<number>;
  createdAt: number;
}

export interface RoleEmpTable {
  rid: number;
  empid: number;
}

export interface VisitProxyTable {
  empid: number;
  companyId: number;
  proxyId: number;
  proxyType: Generated<number>;
  proxyStatus: Generated<number>;
  startDate: number | null;
  endDate: number | null;
}

export interface EmployeeImportTable {
  id: string;
  companyId: number;
  /** The checked good rows as JSON, applied in batches. */
  payload: string;
  total: number;
  applied: Generated<number>;
  createdAt: number;
}
