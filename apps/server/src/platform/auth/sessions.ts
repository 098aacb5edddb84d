import { AppError, Status, type SubjectKind } from '@vestibule/contract';
import type { AppContext } from '../context.js';
import { newToken, sha256 } from '../crypto.js';
import type { Session } from './session.js';
import { type SessionEnd, sessionEndChannel } from './session-cache.js';
import {
  deleteSessionOfSubject,
  deleteSessions,
  deleteSessionsOfSubjects,
  findSessionByTokenHash,
  insertSession,
  listSessionsOfSubject,
  touchSession,
} from './sessions.repo.js';

// Writing last-seen on every call would make each read a write. A quarter of the idle limit
// (a minute at most) keeps a session in steady use alive in every process.
const touchIntervalOf = (idleMs: number) => Math.min(60_000, idleMs / 4);

const userAgentMaxLength = 512;

export async function openSession(
  ctx: AppContext,
  subject: { kind: SubjectKind; subjectId: number; companyId: number },
  ip: string,
  userAgent = '',
): Promise<{ token: string; session: Session }> {
  const token = newToken();
  const now = ctx.clock.now();
  const { id } = await insertSession(ctx.database.db, {
    tokenHash: sha256(token),
    subjectKind: subject.kind,
    subjectId: subject.subjectId,
    companyId: subject.companyId,
    createdAt: now,
    lastSeenAt: now,
    ip,
    userAgent: userAgent.slice(0, userAgentMaxLength),
  });
  return { token, session: { id, ...subject } };
}

/** The token is what follows the last '-' of `<id>-<token>`; a bare token works too. */
export const tokenFromHeader = (header: string): string => header.slice(header.lastIndexOf('-') + 1).trim();

/** The caller's session: from the cache when it was read lately, else from the database. Every use moves the idle limit. */
export async function authenticate(ctx: AppContext, header: string | undefined): Promise<Session> {
  if (!header?.trim()) throw new AppError(Status.noToken);
  const token = tokenFromHeader(header);
  if (!/^[0-9a-f]{64}$/.test(token)) throw new AppError(Status.invalidToken);
  const tokenHash = sha256(token);
  const now = ctx.clock.now();
  let entry = ctx.sessionCache.fresh(tokenHash, now);
  if (!entry) {
    const row = await findSessionByTokenHash(ctx.database.db, tokenHash);
    if (!row) {
      ctx.sessionCache.forget(tokenHash);
      throw new AppError(Status.invalidToken);
    }
    const session = { id: row.id, kind: row.subjectKind as SubjectKind, subjectId: row.subjectId, companyId: row.companyId };
    const lastUse = Math.max(row.lastSeenAt, ctx.sessionCache.peek(tokenHash)?.usedAt ?? 0);
    entry = { session, storedSeenAt: row.lastSeenAt, usedAt: lastUse, cachedAt: now };
    ctx.sessionCache.remember(tokenHash, entry);
  }
  if (now - entry.usedAt > ctx.config.sessionIdleMs) {
    await endSession(ctx, entry.session);
    throw new AppError(Status.tokenExpired);
  }
  entry.usedAt = now;
  if (now - entry.storedSeenAt > touchIntervalOf(ctx.config.sessionIdleMs)) {
    await touchSession(ctx.database.db, entry.session.id, now);
    entry.storedSeenAt = now;
  }
  return entry.session;
}

/** Ends one session: its row goes, and every process forgets it once the change commits. */
export async function endSession(ctx: AppContext, session: Session): Promise<void> {
  await deleteSessions(ctx.database.db, [session.id]);
  await announce(ctx, { sessionIds: [session.id] });
}

/** Ends every session of these subjects of the company (a password changed, an account disabled or deleted), but `except`. */
export async function endSessionsOf(
  ctx: AppContext,
  kind: SubjectKind,
  companyId: number,
  subjectIds: readonly number[],
  except = 0,
): Promise<void> {
  if (subjectIds.length === 0) return;
  await deleteSessionsOfSubjects(ctx.database.db, kind, companyId, subjectIds, except);
  await announce(ctx, { subject: { kind, ids: [...subjectIds], except } });
}

/**
 * The caller's own live sessions, newest first. Last use is what this process
 * knows best: now for the calling one, else the later of the database's and the cache's.
 */
export async function sessionsOf(ctx: AppContext, caller: Session) {
  const now = ctx.clock.now();
  // The database's last use lags the real one by up to the touch interval: a session that recent may still be alive.
  const since = now - ctx.config.sessionIdleMs - touchIntervalOf(ctx.config.sessionIdleMs);
  const rows = await listSessionsOfSubject(ctx.database.db, caller, since);
  return rows.map(({ tokenHash, ...row }) => ({
    ...row,
    current: row.id === caller.id,
    lastSeenAt: row.id === caller.id ? now : Math.max(row.lastSeenAt, ctx.sessionCache.peek(tokenHash)?.usedAt ?? 0),
  }));
}

/** Ends one of the caller's own sessions, in every process; false when the caller has none of that id. */
export async function endOwnSession(ctx: AppContext, caller: Session, id: number): Promise<boolean> {
  if (!(await deleteSessionOfSubject(ctx.database.db, caller, id))) return false;
  await announce(ctx, { sessionIds: [id] });
  return true;
}

const announce = (ctx: AppContext, end: SessionEnd) =>
  ctx.events.publish(ctx.database.db, (work) => ctx.afterCommit(work), sessionEndChannel, end);
