import { AppError, Status } from '@vestibule/contract';
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
 * Five failures of an account from one client address within 15 minutes lock
 * that address out of the account (67) until they age out. Failures from other
 * addresses never lock the owner out; instead, once the account has five from
 * anywhere, each attempt on it needs a solved captcha even with CAPTCHA=off
 * (captchaDemanded), so spreading guesses over many addresses stays slow.
 */

export const lockoutWindowMs = 15 * 60_000;
export const lockoutThreshold = 5;
export const captchaThreshold = 5;

/** The sign-in kinds whose failures make an account's captcha demanded; their accounts are emails, phones and account names. */
export const signInKinds = { manager: 'manager', employee: 'employee', reception: 'reception' } as const;

/**
 * What a failure is counted against: the kind of check, the lower-cased account
 * and the client address (clientAddress). Checks that only a signed-in holder
 * can make pass `signedIn` as the address.
 */
export type Attempt = FailureKey;

export const signedIn = '';

export async function assertNotLocked(ctx: AppContext, attempt: Attempt): Promise<void> {
  if (await failedTooOften(ctx, attempt)) throw new AppError(Status.accountLocked);
}

/** Whether this address has failed this account five times within the window. */
export const failedTooOften = async (ctx: AppContext, attempt: Attempt) =>
  (await countFailuresSince(ctx.database.db, attempt, ctx.clock.now() - lockoutWindowMs)) >= lockoutThreshold;

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

/** The scheduled purge's share for sign-in failures: those out of the window count for nothing any more. */
export const purgeOldFailures = (ctx: AppContext, now: number) => deleteFailuresBefore(ctx.database.db, now - lockoutWindowMs);
