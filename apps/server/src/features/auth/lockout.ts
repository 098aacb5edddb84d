import { AppError, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { clearFailures, countFailuresSince, insertFailure } from './login-failures.repo.js';

/* Five failed attempts within 15 minutes lock the account (67) until they age out. */

export const lockoutWindowMs = 15 * 60_000;
export const lockoutThreshold = 5;

/** `kind` separates sign-in kinds and password changes; `account` is the lower-cased login. */
export async function assertNotLocked(ctx: AppContext, kind: string, account: string): Promise<void> {
  const failures = await countFailuresSince(ctx.database.db, kind, account, ctx.clock.now() - lockoutWindowMs);
  if (failures >= lockoutThreshold) throw new AppError(Status.accountLocked);
}

/** The failure stands even though the call that records it is refused. */
export const recordFailure = (ctx: AppContext, kind: string, account: string) =>
  ctx.keepRegardless((db) => insertFailure(db, kind, account, ctx.clock.now()));

export const forgetFailures = (ctx: AppContext, kind: string, account: string) => clearFailures(ctx.database.db, kind, account);
