import { type ActiveSession, AppError, type LockoutPolicy, Status } from '@vestibule/contract';
import { endOwnSession, endSessionsOf, sessionsOf } from '../../platform/auth/sessions.js';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { updateCompany } from './account.repo.js';

/* Account security beyond the password: the company's sign-in lockout, and the caller's own sessions. */

export async function setLockoutPolicy(ctx: AppContext, companyId: number, input: LockoutPolicy) {
  await updateCompany(ctx.database.db, companyId, { lockThreshold: input.lockThreshold, lockMinutes: input.lockMinutes });
}

/** Every kind of account lists its own sessions only: the session says whose, never the body. */
export async function activeSessions(ctx: AppContext, caller: Session): Promise<ActiveSession[]> {
  return (await sessionsOf(ctx, caller)).map((row) => ({
    id: row.id,
    createTime: row.createdAt,
    lastSeen: row.lastSeenAt,
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.current,
  }));
}

/** 57 when the caller has no session of that id, whoever else may have one. */
export async function endOneSession(ctx: AppContext, caller: Session, id: number): Promise<void> {
  if (!(await endOwnSession(ctx, caller, id))) throw new AppError(Status.noRecord);
}

export async function endOtherSessions(ctx: AppContext, caller: Session): Promise<void> {
  await endSessionsOf(ctx, caller.kind, caller.companyId, [caller.subjectId], caller.id);
}
