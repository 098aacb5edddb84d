import type { Generated } from 'kysely';

/* Temporary cards (interim-cards feature, decision 0034). */

export interface InterimCardTable {
  id: Generated<number>;
  companyId: number;
  empid: number;
  name: string;
  /** searchKey(name), for prefix search. */
  nameKey: string;
  email: Generated<string>;
  phone: Generated<string>;
  deptName: Generated<string>;
  empNo: Generated<string>;
  office: Generated<string>;
  /** '' until issued. */
  cardNo: Generated<string>;
  /** interimCardStatuses: 0 requested, 1 issued, 2 returned, 3 refused. */
  icStatus: Generated<number>;
  refuseReason: Generated<string>;
  submitTime: number;
  issueTime: Generated<number | null>;
  returnTime: Generated<number | null>;
}
