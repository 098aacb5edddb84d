import { AppError, deputyModulesOf, deputyMayCall, endpoints, isDeputyType, Status } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { findAccountById } from './reception-accounts.repo.js';
import { withinValidity } from './reception-sign-in.service.js';

const refused = (reason: string) => new AppError(Status.noPermission, reason);

/**
 * Checked before every call of a manager's (deputy's) session: the account is
 * still a manager, enabled and within its dates, and the call is one its
 * modules open (rules/deputy-rights.ts); 610 otherwise. Modules are read on
 * every call, so a change by the Administrator applies at once.
 */
export async function assertDeputyMay(ctx: AppContext, session: Session, call: string): Promise<void> {
  if (session.kind !== 'deputy') return;
  const account = await findAccountById(ctx.database.db, session.companyId, session.subjectId);
  if (!account || !isDeputyType(account.sType) || account.disabled === 1)
    throw refused('The manager account may not sign in now');
  if (!withinValidity(account, ymdOf(ctx.clock.now()))) throw refused('The manager account is outside its validity dates');
  const endpoint = (endpoints as Record<string, { roles: Parameters<typeof deputyMayCall>[1] } | undefined>)[call];
  if (!endpoint || !deputyMayCall(call, endpoint.roles, deputyModulesOf(account.sType, account.modules))) {
    throw refused(`The manager account's role does not include ${call}`);
  }
}
