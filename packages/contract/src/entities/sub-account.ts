import { z } from 'zod';
import { type SubAccountModule, subAccountModules } from './sub-account-modules.js';

/*
 * Resident companies (sub-accounts, login type Subcompany; api-facts 4.11 and
 * 5.4): tenants of the main company that sign in with their own email and see
 * only their own employees, visits and blacklist, in the modules granted.
 */

export {
  managerModuleOfCall,
  subAccountInviteBit,
  type SubAccountModule,
  subAccountModuleCalls,
  subAccountModuleOfCall,
  subAccountModules,
} from './sub-account-modules.js';

/** One granted module on the wire; `name` is the module's English label. */
export const subAccountPermissionSchema = z.object({ key: z.enum(subAccountModules), name: z.string() });
export type SubAccountPermission = z.output<typeof subAccountPermissionSchema>;

export const subAccountModuleNames: Record<SubAccountModule, string> = {
  visits: 'Visitor records',
  invitations: 'Invitations',
  employees: 'Employees',
  blacklist: 'Blacklist',
};

/** The SubAccount of api-facts 5.4. `password` and `digest` are always '' on the wire; `token` is set only by sign-in. */
export const subAccountSchema = z.object({
  id: z.number().int(),
  /** The main company. */
  userid: z.number().int(),
  /** The main company's email. */
  pemail: z.string(),
  /** The resident company's sign-in. */
  email: z.string(),
  password: z.string(),
  phone: z.string(),
  logo: z.string(),
  companyName: z.string(),
  floor: z.string(),
  roomNumber: z.string(),
  /** Epoch ms of the last change. */
  refreshDate: z.number().int(),
  token: z.string(),
  balance: z.number(),
  egids: z.string(),
  gids: z.string(),
  vegids: z.string(),
  digest: z.string(),
  /** The role code of a resident company (api-facts 2.4). */
  sType: z.number().int(),
  /** The sign-in again, as the original names it. */
  account: z.string(),
  vaPerm: z.number().int(),
  adminType: z.number().int(),
  module: z.array(subAccountPermissionSchema),
  /** The original's spelling; the same as id. */
  subAccountiId: z.number().int(),
  /** 0 when disabled. */
  isUse: z.number().int(),
  companyProfile: z.string(),
  meetingPoint: z.string(),
  /** Epoch ms. */
  createTime: z.number().int(),
  /** How many employees the resident company has. */
  empCount: z.number().int(),
});
export type SubAccount = z.output<typeof subAccountSchema>;

/** What subAccountLogin answers: the SubAccount with its token, and the session's idle limit in seconds. */
export const subAccountLoginSchema = subAccountSchema.extend({
  tokenExpire: z.number().int(),
  /** The main company's name. */
  company: z.string(),
});
export type SubAccountLogin = z.output<typeof subAccountLoginSchema>;

/** The defaults a new resident company of this company starts with. */
export const subAccountTemplateSchema = z.object({
  userid: z.number().int(),
  module: z.array(subAccountPermissionSchema),
  vaPerm: z.number().int(),
  floor: z.string(),
  roomNumber: z.string(),
  gids: z.string(),
  egids: z.string(),
  vegids: z.string(),
  balance: z.number(),
  companyProfile: z.string(),
  meetingPoint: z.string(),
});
export type SubAccountTemplate = z.output<typeof subAccountTemplateSchema>;
