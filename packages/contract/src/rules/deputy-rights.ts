import type { Audience } from '../endpoint.js';
import { managerModuleOfCall, type SubAccountModule, subAccountModules } from '../entities/sub-account-modules.js';

/*
 * Managers (api-facts 2.4 role codes, table qcv_security_staff): limited
 * administrators who sign in with LoginManager and act for the whole company
 * as a 'deputy' session. A logistics manager (3) handles visits and
 * invitations (deliveries arrive as visitors); a sub-administrator (5) holds
 * the modules the Administrator granted. Neither reaches the company's
 * account, settings, managers or resident companies.
 */

export const deputyTypes = { logistics: 3, subAdministrator: 5 } as const;
export type DeputyType = (typeof deputyTypes)[keyof typeof deputyTypes];

export const isDeputyType = (sType: number): sType is DeputyType =>
  sType === deputyTypes.logistics || sType === deputyTypes.subAdministrator;

/** The modules a logistics manager always holds. */
export const logisticsModules: readonly SubAccountModule[] = ['visits', 'invitations'];

/** Known module keys in the contract's order; unknown keys are dropped. */
export const moduleKeysOf = (keys: readonly string[]): SubAccountModule[] =>
  subAccountModules.filter((key) => keys.includes(key));

/** What a manager account of this type holds, from its stored keys (comma-separated). */
export const deputyModulesOf = (sType: number, stored: string): SubAccountModule[] => {
  if (sType === deputyTypes.logistics) return [...logisticsModules];
  if (sType === deputyTypes.subAdministrator) return moduleKeysOf(stored.split(','));
  return [];
};

/**
 * Whether a deputy holding these modules may make the call: the endpoint
 * names deputies, or it is an Administrator's call and either belongs to a
 * held module or belongs to none and is also open to those who act without
 * the company's settings (resident companies, HQ Administrators): look-ups,
 * readers, the session's own account and sign-out.
 */
export function deputyMayCall(call: string, roles: Audience, modules: readonly SubAccountModule[]): boolean {
  if (roles === 'public' || roles.includes('deputy')) return true;
  if (!roles.includes('manager')) return false;
  const module = managerModuleOfCall(call);
  if (module) return modules.includes(module);
  return roles.includes('subaccount') || roles.includes('hq');
}
