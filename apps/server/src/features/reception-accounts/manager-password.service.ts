import { AppError, Status } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { endSessionsOf } from '../../platform/auth/sessions.js';
import {
  type Attempt,
  assertNotLocked,
  forgetFailures,
  lockoutRuleOf,
  recordFailure,
  signedIn,
} from '../../platform/auth/lockout.js';
import { assertPasswordFits, passwordMatches } from '../../platform/auth/password-check.js';
import type { AppContext } from '../../platform/context.js';
import { hashPassword } from '../../platform/passwords.js';
import { findAccountById, updateAccount } from './reception-accounts.repo.js';

/**
 * updateManagerPwd: the signed-in manager's new password, under the company's
 * policy. Wrong old passwords count towards a lockout of their own (67) by the
 * company's rule. Its other sessions end.
 */
export async function changeManagerPassword(
  ctx: AppContext,
  session: Session,
  input: { oldPwd: string; password: string },
): Promise<null> {
  const row = await findAccountById(ctx.database.db, session.companyId, session.subjectId);
  if (!row) throw new AppError(Status.invalidUser);
  const attempt: Attempt = { kind: 'updateManagerPwd', account: String(row.id), address: signedIn };
  await assertNotLocked(
    ctx,
    attempt,
    lockoutRuleOf([{ lockThreshold: row.companyLockThreshold, lockMinutes: row.companyLockMinutes }]),
  );
  if (!(await passwordMatches(row.passwordHash, input.oldPwd))) {
    await recordFailure(ctx, attempt);
    throw new AppError(Status.invalidPassword, 'oldPwd: the old password is wrong', 'oldPwd');
  }
  assertPasswordFits(input.password, row.companyPwdPolicy, 'password');
  await forgetFailures(ctx, attempt);
  await updateAccount(ctx.database.db, row.companyId, row.id, { passwordHash: await hashPassword(input.password) });
  await endSessionsOf(ctx, 'deputy', row.companyId, [row.id], session.id);
  return null;
}
