import { AppError, Status } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { recordFailure } from '../../platform/auth/lockout.js';
import { countFailuresSince, hasFailuresFromAnywhere } from '../../platform/auth/login-failures.repo.js';
import type { AppContext } from '../../platform/context.js';

/*
 * Codes typed at a desk are short (six digits), so guessing is slowed: ten
 * wrong codes from one desk session within fifteen minutes, or a hundred from
 * all of a company's desks, answer 2001 until they age out. A right code never
 * counts, and the owner of a code is never locked out of it.
 */

const windowMs = 15 * 60_000;
const perDesk = 10;
const perCompany = 100;
const kind = 'deskCode';

const attemptOf = (session: Session) => ({ kind, account: `company:${session.companyId}`, address: `session:${session.id}` });

export async function assertCodeGuessesLeft(ctx: AppContext, session: Session): Promise<void> {
  const attempt = attemptOf(session);
  const since = ctx.clock.now() - windowMs;
  const db = ctx.database.db;
  if (
    (await countFailuresSince(db, attempt, since)) >= perDesk ||
    (await hasFailuresFromAnywhere(db, [kind], attempt.account, since, perCompany))
  ) {
    throw new AppError(Status.tooManyRequests, 'Too many wrong codes at this desk; wait a few minutes or ask at reception');
  }
}

/** Runs a lookup by code; a code that names nothing (39) counts against the desk. */
export async function guardedCodeLookup<T>(ctx: AppContext, session: Session, lookUp: () => Promise<T>): Promise<T> {
  await assertCodeGuessesLeft(ctx, session);
  try {
    return await lookUp();
  } catch (error) {
    if (error instanceof AppError && error.status === Status.invalidLink) await recordFailure(ctx, attemptOf(session));
    throw error;
  }
}
