import type { Generated } from 'kysely';

/* Super accounts (and HQ Administrators, hq = 1) and the companies each covers. */

export interface SuperAccountTable {
  id: Generated<number>;
  username: string;
  /** searchKey(username): unique, and what sign-in looks up. */
  usernameKey: string;
  passwordHash: string;
  displayName: Generated<string>;
  logo: Generated<string>;
  /** 1: an HQ Administrator, who reads each branch's visits and settings; 0: counts only. */
  hq: Generated<number>;
  disabled: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

export interface SuperAccountCompanyTable {
  superAccountId: number;
  companyId: number;
}
