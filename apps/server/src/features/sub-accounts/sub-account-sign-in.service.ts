import { AppError, Status, type SubAccountLogin } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { endSessionsOf, openSession } from '../../platform/auth/sessions.js';
import {
  type Attempt,
  assertNotLocked,
  forgetFailures,
  lockoutRuleOf,
  recordFailure,
  signedIn,
  signInKinds,
} from '../../platform/auth/lockout.js';
import { assertPasswordFits, passwordMatches } from '../../platform/auth/password-check.js';
import type { AppContext } from '../../platform/context.js';
import { clientAddress } from '../../platform/http/client-address.js';
import { spendCaptcha } from '../auth/captcha.service.js';
import { findSubAccountByEmailKey, findSubAccountById, type SubAccountRow } from './sub-accounts.repo.js';
import { emailKeyOf, setPassword, toSubAccount } from './sub-accounts.service.js';

/* subAccountLogin and the resident company's own password (updateSubAccountPwd). */

const dayMs = 86_400_000;

const lockoutOf = (row: SubAccountRow | undefined) =>
  lockoutRuleOf(row ? [{ lockThreshold: row.companyLockThreshold, lockMinutes: row.companyLockMinutes }] : []);

/**
 * Failures count per email like the Administrator's sign-in. Whether the
 * resident company is disabled, or the company's resident-company mode is off
 * (94), and an expired password (77) are told only to someone who knows the password.
 */
export async function signInSubAccount(
  ctx: AppContext,
  input: { email: string; password: string; digest: string },
  client: { ip: string; userAgent: string },
): Promise<SubAccountLogin> {
  const emailKey = emailKeyOf(input.email);
  const attempt: Attempt = { kind: signInKinds.subaccount, account: emailKey, address: clientAddress(client.ip) };
  await spendCaptcha(ctx, input.digest, emailKey);
  const row = await findSubAccountByEmailKey(ctx.database.db, emailKey);
  await assertNotLocked(ctx, attempt, lockoutOf(row));
  if (!(await passwordMatches(row?.passwordHash, input.password)) || !row) {
    await recordFailure(ctx, attempt);
    throw new AppError(row ? Status.invalidPassword : Status.invalidUser);
  }
  await forgetFailures(ctx, attempt);
  if (row.isUse !== 1 || row.companySwitch !== 1) throw new AppError(Status.subAccountDisabled);
  const expiresAfter = row.companyPwdExpireDays * dayMs;
  if (expiresAfter > 0 && ctx.clock.now() - Number(row.passwordChangedAt ?? 0) > expiresAfter) {
    throw new AppError(Status.passwordExpired);
  }
  const subject = { kind: 'subaccount' as const, subjectId: row.id, companyId: row.companyId };
  const { token } = await openSession(ctx, subject, client.ip, client.userAgent);
  return {
    ...toSubAccount(row),
    token,
    tokenExpire: Math.floor(ctx.config.sessionIdleMs / 1000),
    company: row.mainCompanyName,
  };
}

/**
 * The signed-in resident company's new password, under the main company's
 * policy. Wrong old passwords count towards a lockout of their own (67). Its
 * other sessions end. An `id` other than its own answers 610.
 */
export async function changeSubAccountPassword(
  ctx: AppContext,
  session: Session,
  input: { id?: number | undefined; oldPwd: string; password: string },
): Promise<void> {
  if (input.id !== undefined && input.id !== session.subjectId) {
    throw new AppError(Status.noPermission, 'id: not the signed-in resident company', 'id');
  }
  const row = await findSubAccountById(ctx.database.db, session.companyId, session.subjectId);
  if (!row) throw new AppError(Status.invalidUser);
  const attempt: Attempt = { kind: 'updateSubAccountPwd', account: String(row.id), address: signedIn };
  await assertNotLocked(ctx, attempt);
  if (!(await passwordMatches(row.passwordHash, input.oldPwd))) {
    await recordFailure(ctx, attempt);
    throw new AppError(Status.invalidPassword, 'oldPwd: the old password is wrong', 'oldPwd');
  }
  assertPasswordFits(input.password, row.companyPwdPolicy, 'password');
  await forgetFailures(ctx, attempt);
  await setPassword(ctx, row.companyId, row.id, input.password);
  await endSessionsOf(ctx, 'subaccount', row.companyId, [row.id], session.id);
}
