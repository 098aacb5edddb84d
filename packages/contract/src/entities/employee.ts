import { z } from 'zod';

/* Employees, departments and roles as the original product sends them (api-facts 4.2, 5.2). */

export const employeeStateValues = { enabled: 0, forbidden: 1, disabled: 2 } as const;

export const employeeSchema = z.object({
  empid: z.number().int(),
  userid: z.number().int(),
  empName: z.string(),
  empNo: z.string(),
  empEmail: z.string(),
  empPhone: z.string(),
  empPosition: z.string(),
  empNickname: z.string(),
  empSex: z.string(),
  empType: z.number().int(),
  visitType: z.string(),
  defaultNotify: z.number().int(),
  subaccountId: z.number().int(),
  remark: z.string(),
  cardNo: z.string(),
  telephone: z.string(),
  workbay: z.string(),
  egids: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  avatar: z.string(),
  face: z.number().int(),
  plateNum: z.string(),
  ddid: z.string(),
  empRtxAccount: z.string(),
  openid: z.string(),
  /** 'Not searchable at the pad'. */
  padHidden: z.number().int(),
  /** 'No reservation'. */
  noReservation: z.number().int(),
  /** 0 enabled, 1 forbidden, 2 disabled. */
  empState: z.number().int(),
  wlist: z.number().int(),
  /** 1 once the employee has set a password. */
  activated: z.number().int(),
  /** First department (the original product's single-department fields). */
  deptid: z.number().int(),
  deptName: z.string(),
  deptIds: z.array(z.number().int()),
  deptNames: z.array(z.string()),
  rids: z.array(z.number().int()),
});

export type Employee = z.infer<typeof employeeSchema>;

export interface DepartmentNode {
  deptid: number;
  deptName: string;
  deptNo: string;
  parentId: number;
  /** Path of ids from the root, e.g. "3,7,12" (both casings the original clients read). */
  strDeptId: string;
  strDeptid: string;
  userid: number;
  deptManagerEmpid: string;
  deptManager: Array<{ empid: number; empName: string }>;
  defaultReceiver: string;
  vMaxCount: number;
  remark: string;
  /** People directly in this department. */
  empCount: number;
  /** People in this department and all below it. */
  totalCount: number;
  childDeptList: DepartmentNode[];
}

/** A department on its own, as getDepartment and getDeptByEmpid answer it. */
export const departmentSchema = z.object({
  deptid: z.number().int(),
  deptName: z.string(),
  deptNo: z.string(),
  parentId: z.number().int(),
  strDeptId: z.string(),
  strDeptid: z.string(),
  userid: z.number().int(),
  deptManagerEmpid: z.string(),
  defaultReceiver: z.string(),
  vMaxCount: z.number().int(),
  remark: z.string(),
  empCount: z.number().int(),
});

export const departmentNodeSchema: z.ZodType<DepartmentNode> = z.lazy(() =>
  departmentSchema.extend({
    deptManager: z.array(z.object({ empid: z.number().int(), empName: z.string() })),
    totalCount: z.number().int(),
    childDeptList: z.array(departmentNodeSchema),
  }),
);

export const roleSchema = z.object({
  rid: z.number().int(),
  rgName: z.string(),
  parentId: z.number().int(),
  userid: z.number().int(),
  empCount: z.number().int(),
});

export const roleGroupSchema = roleSchema.extend({ childRoleList: z.array(roleSchema) });

export type Role = z.infer<typeof roleSchema>;
export type RoleGroup = z.infer<typeof roleGroupSchema>;
