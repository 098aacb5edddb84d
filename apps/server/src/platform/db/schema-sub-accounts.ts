import type { Generated } from 'kysely';

/* Resident companies (sub-accounts) and each company's template for new ones. */

/** What a template fixes for new resident companies; each resident company keeps its own copy. */
export interface SubAccountDefaults {
  /** Granted module keys, comma-separated. */
  modules: Generated<string>;
  vaPerm: Generated<number>;
  floor: Generated<string>;
  roomNumber: Generated<string>;
  gids: Generated<string>;
  egids: Generated<string>;
  vegids: Generated<string>;
  balance: Generated<number>;
  companyProfile: Generated<string>;
  meetingPoint: Generated<string>;
}

export interface SubAccountTable extends SubAccountDefaults {
  id: Generated<number>;
  companyId: number;
  companyName: string;
  /** searchKey(companyName): unique in the company. */
  companyNameKey: string;
  email: string;
  /** The email lower-cased: unique across every company, what sign-in looks up. */
  emailKey: string;
  phone: Generated<string>;
  logo: Generated<string>;
  /** 0 when the Administrator has disabled it. */
  isUse: Generated<number>;
  /** Null until a password is set. */
  passwordHash: string | null;
  passwordChangedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface SubAccountTemplateTable extends SubAccountDefaults {
  companyId: number;
  updatedAt: number;
}
