import type { Generated } from 'kysely';

/* Projects and resident visitors (projects and residents features, decision 0035). */

export interface ResidentProjectTable {
  id: Generated<number>;
  companyId: number;
  pName: string;
  /** searchKey(pName): unique per company. */
  pNameKey: string;
  charge: Generated<string>;
  chargePhone: Generated<string>;
  area: Generated<string>;
  content: Generated<string>;
  /** YYYY-MM-DD; '' when open. */
  startDate: Generated<string>;
  endDate: Generated<string>;
  remark: Generated<string>;
  account: Generated<string>;
  createTime: number;
}

export interface ResidentVisitorTable {
  /** "C" and digits. */
  rid: string;
  companyId: number;
  /** 0 without a project. */
  pid: Generated<number>;
  name: string;
  /** searchKey(name), for prefix search. */
  nameKey: string;
  company: Generated<string>;
  /** searchKey(company). */
  companyKey: Generated<string>;
  phone: Generated<string>;
  avatar: Generated<string>;
  age: Generated<string>;
  sex: Generated<number>;
  leader: Generated<string>;
  area: Generated<string>;
  job: Generated<string>;
  department: Generated<string>;
  /** The full ID number. */
  cardid: Generated<string>;
  /** '' when none; unique in the company otherwise. */
  cardNo: Generated<string>;
  plateNum: Generated<string>;
  startDate: Generated<string>;
  endDate: Generated<string>;
  remark: Generated<string>;
  /** Door groups, comma-separated ids. */
  egids: Generated<string>;
  face: Generated<number>;
  createTime: number;
}
