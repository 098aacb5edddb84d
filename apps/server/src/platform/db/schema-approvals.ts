import type { Generated } from 'kysely';

/* Approval areas, rules and the trail (approvals feature). */

export interface ApprovalAreaTable {
  id: Generated<number>;
  companyId: number;
  aName: string;
  address: Generated<string>;
  /** The department whose hosts' visitors it approves; 0 for the default area. */
  deptid: Generated<number>;
  createdAt: number;
}

export interface ApprovalRuleTable {
  id: Generated<number>;
  companyId: number;
  aid: number;
  level: number;
  /** A role id (rType 0) or an employee id (rType 1). */
  role: number;
  roleName: Generated<string>;
  rType: Generated<number>;
}

export interface ApprovalStepTable {
  id: Generated<number>;
  companyId: number;
  vid: number;
  aid: number;
  round: number;
  level: number;
  /** How many levels the rule had when the round started. */
  levels: number;
  empid: number;
  empName: Generated<string>;
  subEmpId: Generated<number>;
  subEmpName: Generated<string>;
  /** approvalDecisions: 0 pending, 1 agreed, 2 refused, 3 closed, 4 timed out. */
  status: Generated<number>;
  remark: Generated<string>;
  askedAt: number;
  decidedAt: number | null;
}
