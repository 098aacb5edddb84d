import { AppError, Status, type SubAccount } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { findEmployeeSubAccount } from './sub-accounts.repo.js';
import { subAccountView } from './sub-accounts.service.js';

/**
 * getSubAccountById: the Administrator reads any of the company's resident
 * companies, a resident company its own, an employee the one they belong to;
 * every other id answers 1, as one that does not exist.
 */
export async function subAccountOfCaller(ctx: AppContext, session: Session, id: number): Promise<SubAccount> {
  const visible =
    session.kind === 'manager' ||
    (session.kind === 'subaccount' && session.subjectId === id) ||
    (session.kind === 'employee' && (await findEmployeeSubAccount(ctx.database.db, session.companyId, session.subjectId)) === id);
  if (!visible) throw new AppError(Status.invalidUser, 'id: no such resident company', 'id');
  return subAccountView(ctx, session.companyId, id);
}
