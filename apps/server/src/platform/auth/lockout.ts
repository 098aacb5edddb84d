import { AppError, defaultLockoutPolicy, lockMinutesRange, type LockoutPolicy, Status } from '@vestibule/contract';
import type { AppContext } from '../context.js';
import {
  clearFailures,
  countFailuresSince,
  deleteFailuresBefore,
  type FailureKey,
  hasFailuresFromAnywhere,
  insertFailure,
} from './login-failures.repo.js';

/*
 * Failures of an account from one client address lock that address out of the
 * account (67) until they age out: five within 15 minutes, or what the
 * account's company set (lockoutRuleOf). Failures from other addresses never
 * lock the owner out; instead, once the account has five from anywhere within
 * 15 minutes, each attempt on it needs a solved captcha even with CAPTCHA=off
 * (captchaDemanded), so spreading guesses over many addresses stays slow.
 */

const minuteMs = 60_000;

/** How many failures within how long lock an address out. */
export interface LockoutRule {
  threshold: number;
  windowMs: number;
}

const ruleOf = (policy: LockoutPolicy): LockoutRule => ({
  threshold: policy.lockThreshold,
  windowMs: policy.lockMinutes * minuteMs,
});

export const defaultLockout = ruleOf(defaultLockoutPolicy);
export const lockoutWindowMs = defaultLockout.windowMs;
export const lockoutThreshold = defaultLockout.threshold;
export const captchaThreshold = 5;
/** The longest window a company may set: failures are kept that long. */
export const longestLockoutWindowMs = lockMinutesRange.max * minuteMs;

/**
 * The rule for an account of these companies: the one company's setting, the
 * strictest of several (an account name two companies share), and the
 * defaults when the account is in none, so the lock tells nobody whether it exists.
 */
export function lockoutRuleOf(companies: readonly LockoutPolicy[]): LockoutRule {
  if (companies.length === 0) return defaultLockout;
  return {
    threshold: Math.min(...companies.map((company) => company.lockThreshold)),
    windowMs: Math.max(...companies.map((company) => company.lockMinutes)) * minuteMs,
  };
}

/** The sign-in kinds whose failures make an account's captcha demanded; their accounts are emails, phones and account names. */
export const signInKinds = {
  manager: 'manager',
  employee: 'employee',
  reception: 'reception',
  subaccount: 'subaccount',
  super: 'super',
} as const;

/**
 * What a failure is counted against: the kind of check, the lower-cased account
 * and the client address (clientAddress). Checks that only a signed-in holder
 * can make pass `signedIn` as the address.
 */
export type Attempt = FailureKey;

export const signedIn = '';

export async function assertNotLocked(ctx: AppContext, attempt: Attempt, rule = defaultLockout): Promise<void> {
  if (await failedTooOften(ctx, attempt, rule)) throw new AppError(Status.accountLocked);
}

/** Whether this address has failed this account as often as the rule allows within its window. */
export const failedTooOften = async (ctx: AppContext, attempt: Attempt, rule = defaultLockout) =>
  (await countFailuresSince(ctx.database.db, attempt, ctx.clock.now() - rule.windowMs)) >= rule.threshold;

/** The failure stands even though the call that records it is refused. */
export const recordFailure = (ctx: AppContext, attempt: Attempt) =>
  ctx.keepRegardless((db) => insertFailure(db, attempt, ctx.clock.now()));

/** A success forgets this address's failures only, so the owner signing in does not reset an attacker's count. */
export const forgetFailures = (ctx: AppContext, attempt: Attempt) => clearFailures(ctx.database.db, attempt);

/** Whether the account's sign-in must pass the image captcha: always with CAPTCHA=on, and while it is under attack. */
export async function captchaDemanded(ctx: AppContext, account: string): Promise<boolean> {
  if (ctx.config.captcha) return true;
  const since = ctx.clock.now() - lockoutWindowMs;
  return hasFailuresFromAnywhere(ctx.database.db, Object.values(signInKinds), account, since, captchaThreshold);
}

/** Whether `atLeast` failures of this kind were counted against the account since then, from any address. */
export const failedFromAnywhereSince = (ctx: AppContext, kind: string, account: string, since: number, atLeast: number) =>
  hasFailuresFromAnywhere(ctx.database.db, [kind], account, since, atLeast);

/** The scheduled purge's share for sign-in failures: those out of the longest window count for nothing any more. */
export const purgeOldFailures = (ctx: AppContext, now: number) =>
  deleteFailuresBefore(ctx.database.db, now - longestLockoutWindowMs);
