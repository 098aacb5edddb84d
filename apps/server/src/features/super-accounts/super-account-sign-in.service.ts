import { AppError, Status, type SuperAccountLogin } from '@vestibule/contract';
import {
  type Attempt,
  assertNotLocked,
  forgetFailures,
  lockoutRuleOf,
  recordFailure,
  signInKinds,
} from '../../platform/auth/lockout.js';
import { passwordMatches } from '../../platform/auth/password-check.js';
import { openSession } from '../../platform/auth/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { searchKey } from '../../platform/db/portable.js';
import { clientAddress } from '../../platform/http/client-address.js';
import { spendCaptcha } from '../auth/captcha.service.js';
import { findSuperAccountByKey, relatedCompanies, type SuperAccountRow } from './super-accounts.repo.js';

/**
 * superAccountLogin: captcha, then the password, counted and locked like the
 * other sign-ins (with the defaults: the account belongs to no one company).
 * Its session stands in the first covered company, which tenancy needs: a
 * super account's calls read only its companies' counts; an HQ
 * Administrator's read that branch until it switches.
 */
export async function signInSuperAccount(
  ctx: AppContext,
  input: { username: string; password: string; digest: string },
  ip: string,
  userAgent = '',
): Promise<SuperAccountLogin> {
  const usernameKey = searchKey(input.username);
  const attempt: Attempt = { kind: signInKinds.super, account: usernameKey, address: clientAddress(ip) };
  await spendCaptcha(ctx, input.digest, usernameKey);
  await assertNotLocked(ctx, attempt, lockoutRuleOf([]));
  const account = await findSuperAccountByKey(ctx.database.db, usernameKey);
  if (!(await passwordMatches(account?.passwordHash, input.password)) || !account) {
    await recordFailure(ctx, attempt);
    throw new AppError(account ? Status.invalidPassword : Status.invalidUser);
  }
  await forgetFailures(ctx, attempt);
  const [first] = await relatedCompanies(ctx.database.db, account.id);
  // State is told only to someone who knows the password; an account covering nothing has nothing to show.
  if (account.disabled === 1 || !first) throw new AppError(Status.accountDisabled);
  return openGroupSession(ctx, account, first.userid, ip, userAgent);
}

/** A session of the account standing in one of its companies (an HQ Administrator's branch), and what sign-in answers. */
export async function openGroupSession(
  ctx: AppContext,
  account: SuperAccountRow,
  companyId: number,
  ip: string,
  userAgent: string,
): Promise<SuperAccountLogin> {
  const kind = account.hq === 1 ? 'hq' : 'super';
  const { token } = await openSession(ctx, { kind, subjectId: account.id, companyId }, ip, userAgent);
  return {
    id: account.id,
    username: account.username,
    company: account.displayName,
    logo: account.logo,
    userid: companyId,
    token,
    tokenExpire: Math.floor(ctx.config.sessionIdleMs / 1000),
    hq: account.hq,
  };
}
