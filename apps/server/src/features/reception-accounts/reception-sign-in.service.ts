import { AppError, deputyModulesOf, isDeputyType, type ManagerLogin, Status } from '@vestibule/contract';
import { openSession } from '../../platform/auth/sessions.js';
import { ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { clientAddress } from '../../platform/http/client-address.js';
import { spendCaptcha } from '../auth/captcha.service.js';
import {
  type Attempt,
  assertNotLocked,
  forgetFailures,
  lockoutRuleOf,
  recordFailure,
  signInKinds,
} from '../../platform/auth/lockout.js';
import { passwordMatches } from '../../platform/auth/password-check.js';
import { accountKeyOf } from './reception-accounts.service.js';
import { findAccountsByKey, type ReceptionAccountRow } from './reception-accounts.repo.js';
import { gateNamesOf } from '../gates/gates.service.js';

/** Days as stored (YYYY-MM-DD) compare in calendar order; '' leaves that end open. A manager's every call checks them too. */
export const withinValidity = (row: { startDate: string; endDate: string }, today: string) =>
  (row.startDate === '' || row.startDate <= today) && (row.endDate === '' || today <= row.endDate);

/**
 * LoginManager. Account names are unique per company, not across them: the
 * password tells which company's account is meant, and 668 lists the
 * companies in the rare case it fits several (retry with userid).
 * Failures count per account name like the other sign-ins.
 */
export async function signInReceptionAccount(
  ctx: AppContext,
  input: { account: string; password: string; digest: string; userid?: number },
  ip: string,
  userAgent = '',
): Promise<ManagerLogin> {
  const accountKey = accountKeyOf(input.account);
  const attempt: Attempt = { kind: signInKinds.reception, account: accountKey, address: clientAddress(ip) };
  await spendCaptcha(ctx, input.digest, accountKey);
  const candidates = (await findAccountsByKey(ctx.database.db, accountKey)).filter(
    (row) => input.userid === undefined || row.companyId === input.userid,
  );
  const lockout = candidates.map((row) => ({ lockThreshold: row.companyLockThreshold, lockMinutes: row.companyLockMinutes }));
  await assertNotLocked(ctx, attempt, lockoutRuleOf(lockout));
  const matches: ReceptionAccountRow[] = [];
  // No account still costs one hash check, so timing does not tell whether the name exists.
  if (candidates.length === 0) await passwordMatches(undefined, input.password);
  for (const row of candidates) if (await passwordMatches(row.passwordHash, input.password)) matches.push(row);
  const [match, ...others] = matches;
  if (!match) {
    await recordFailure(ctx, attempt);
    throw new AppError(candidates.length > 0 ? Status.invalidPassword : Status.invalidUser);
  }
  if (others.length > 0) {
    throw new AppError(
      Status.companyNotUnique,
      undefined,
      matches.map((row) => ({ userid: row.companyId, company: row.companyName })),
    );
  }
  await forgetFailures(ctx, attempt);
  // State and validity are told only to someone who knows the password.
  if (match.disabled === 1) throw new AppError(Status.accountDisabled);
  if (!withinValidity(match, ymdOf(ctx.clock.now()))) throw new AppError(Status.accountExpired, undefined, match.companyId);
  const kind = isDeputyType(match.sType) ? 'deputy' : 'reception';
  const { token } = await openSession(ctx, { kind, subjectId: match.id, companyId: match.companyId }, ip, userAgent);
  return {
    userid: match.companyId,
    pemail: match.companyEmail,
    account: match.account,
    sName: match.sname,
    sType: match.sType,
    company: match.companyName,
    token,
    tokenExpire: Math.floor(ctx.config.sessionIdleMs / 1000),
    gid: match.gid,
    gname: await gateNamesOf(ctx, match.companyId, match.gid),
    module: deputyModulesOf(match.sType, match.modules),
  };
}
