import type { Generated } from 'kysely';

/* Tables of the front desk (reception and verification accounts) and of invitations (templates). */

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
  /** A sub-administrator's console modules, comma-separated keys; '' for the other types. */
  modules: Generated<string>;
  createdAt: number;
}

/** The texts of an invitation template, by template type (the invitation's visitType). */
export interface TemplateTextColumns {
  templateType: string;
  inviteContent: string;
  address: string;
  longitude: string;
  latitude: string;
  companyProfile: string;
  traffic: string;
  updatedAt: number;
}

/** The company's invitation templates; gid is always 0 (company-wide). */
export interface CompanyTemplateTable extends TemplateTextColumns {
  companyId: number;
  gid: Generated<number>;
}

/** An employee's own invitation templates. */
export interface EmployeeTemplateTable extends TemplateTextColumns {
  companyId: number;
  empid: number;
}
