import { z } from 'zod';

/*
 * Reception and verification accounts (api-facts 4.11, table qcv_security_staff):
 * they sign in with LoginManager at the reception terminal and the tablet.
 */

/**
 * The account types an Administrator can create, as role codes (api-facts 2.4):
 * 2 is reception; the verification terminal's staff take the HSE code 0, the
 * original product's checking role; 3 (logistics manager) and 5
 * (sub-administrator) are managers who sign in to the console
 * (rules/deputy-rights.ts).
 */
export const receptionAccountTypes = { verification: 0, reception: 2, logistics: 3, subAdministrator: 5 } as const;
export type ReceptionAccountType = (typeof receptionAccountTypes)[keyof typeof receptionAccountTypes];

export const receptionAccountSchema = z.object({
  id: z.number().int(),
  userid: z.number().int(),
  account: z.string(),
  sname: z.string(),
  sType: z.number().int(),
  /** The company's name. */
  company: z.string(),
  /** Mobile phone (the original spelling). */
  moblie: z.string(),
  /** First and last day of validity as YYYY-MM-DD; '' leaves that end open. */
  startDate: z.string(),
  endDate: z.string(),
  /** Gates served, as the original's comma-separated text; gates have no table yet. */
  gid: z.string(),
  remark: z.string(),
  /** 1 when the Administrator has disabled the account. */
  disabled: z.number().int(),
  /** The console modules a manager holds (every logistics manager: visits, invitations); [] for the desk's accounts. */
  module: z.array(z.string()),
  /** Epoch ms. */
  createTime: z.number().int(),
});
export type ReceptionAccount = z.output<typeof receptionAccountSchema>;

/** What LoginManager answers (api-facts 4.1). */
export const managerLoginSchema = z.object({
  userid: z.number().int(),
  /** The company's email. */
  pemail: z.string(),
  account: z.string(),
  sName: z.string(),
  sType: z.number().int(),
  company: z.string(),
  token: z.string(),
  tokenExpire: z.number().int(),
  gid: z.string(),
  gname: z.string(),
  /** The console modules of a manager (sType 3 or 5); [] for the desk's accounts. */
  module: z.array(z.string()),
});
export type ManagerLogin = z.output<typeof managerLoginSchema>;
