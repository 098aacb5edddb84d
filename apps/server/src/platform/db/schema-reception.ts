import type { Generated } from 'kysely';

/* Tables of the front desk: reception and verification accounts. */

export interface ReceptionAccountTable {
  id: Generated<number>;
  companyId: number;
  account: string;
  /** searchKey(account): unique in the company, and what sign-in looks up. */
  accountKey: string;
  passwordHash: string;
  sname: string;
  sType: number;
  /** YYYY-MM-DD, or '' for an open end. */
  startDate: Generated<string>;
  endDate: Generated<string>;
  gid: Generated<string>;
  mobile: Generated<string>;
  remark: Generated<string>;
  disabled: Generated<number>;
  createdAt: number;
}
