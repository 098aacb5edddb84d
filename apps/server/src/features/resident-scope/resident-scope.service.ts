import {
  AppError,
  Status,
  subAccountInviteBit,
  type SubAccountModule,
  subAccountModuleOfCall,
  subAccountModules,
} from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { findGrant } from './resident-scope.repo.js';

/*
 * What features ask about resident companies (sub-accounts): whose rows a
 * session sees, what it may call, who may invite. Kept apart from the
 * sub-accounts feature, which signs resident companies in through the auth
 * feature, so that employees and visits can ask without a loop.
 */

/** Stored module keys (comma-separated) in the contract's order; unknown keys are dropped. */
export const modulesOf = (stored: string): SubAccountModule[] => {
  const keys = stored.split(',');
  return subAccountModules.filter((key) => keys.includes(key));
};

/** The resident company whose rows the session sees alone; 0 for every other session (the whole company). */
export const residentOf = (session: Session): number => (session.kind === 'subaccount' ? session.subjectId : 0);

const refused = (reason: string) => new AppError(Status.noPermission, reason);

/**
 * Checked before every call of a resident company's session: the resident
 * company is in use, the company's resident-company mode is on, and the call's
 * module (if it has one) is granted; 610 otherwise.
 */
export async function assertSubAccountMay(ctx: AppContext, session: Session, call: string): Promise<void> {
  if (session.kind !== 'subaccount') return;
  const grant = await findGrant(ctx.database.db, session.companyId, session.subjectId);
  if (!grant || grant.isUse !== 1 || grant.companySwitch !== 1) throw refused('The resident company may not sign in now');
  const module = subAccountModuleOfCall(call);
  if (module && !modulesOf(grant.modules).includes(module)) throw refused(`The resident company is not granted ${module}`);
}

/** 116 when the resident company (0: the main company, always allowed) may not invite visitors. */
export async function assertMayInvite(ctx: AppContext, companyId: number, subaccountId: number): Promise<void> {
  if (subaccountId === 0) return;
  const grant = await findGrant(ctx.database.db, companyId, subaccountId);
  if (grant && (grant.vaPerm & subAccountInviteBit) === 0) throw new AppError(Status.inviteNotAllowed);
}

/** 604 naming the field unless the id is 0 (the main company) or one of the company's resident companies. */
export async function assertOwnSubAccount(ctx: AppContext, companyId: number, id: number, field = 'subaccountId') {
  if (id === 0) return;
  if (!(await findGrant(ctx.database.db, companyId, id))) {
    throw new AppError(Status.invalidField, `${field}: no such sub-account`, field);
  }
}
