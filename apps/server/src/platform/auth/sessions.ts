import { AppError, Status, type SubjectKind } from '@vestibule/contract';
import type { AppContext } from '../context.js';
import { newToken, sha256 } from '../crypto.js';
import { deleteSession, findSessionByTokenHash, insertSession, touchSession } from './sessions.repo.js';

/** Who is calling, from the session; services scope every query by it. */
export interface Session {
  id: number;
  kind: SubjectKind;
  subjectId: number;
  companyId: number;
}

// Writing last-seen on every call would make each read a write; a minute is precise enough for idle expiry.
const touchIntervalMs = 60_000;

export async function openSession(
  ctx: AppContext,
  subject: { kind: SubjectKind; subjectId: number; companyId: number },
  ip: string,
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
  });
  return { token, session: { id, ...subject } };
}

/** The token is what follows the last '-' of `<id>-<token>`; a bare token works too. */
export const tokenFromHeader = (header: string): string => header.slice(header.lastIndexOf('-') + 1).trim();

export async function authenticate(ctx: AppContext, header: string | undefined): Promise<Session> {
  if (!header?.trim()) throw new AppError(Status.noToken);
  const token = tokenFromHeader(header);
  if (!/^[0-9a-f]{64}$/.test(token)) throw new AppError(Status.invalidToken);
  const row = await findSessionByTokenHash(ctx.database.db, sha256(token));
  if (!row) throw new AppError(Status.invalidToken);
  const now = ctx.clock.now();
  if (now - row.lastSeenAt > ctx.config.sessionIdleMs) {
    await deleteSession(ctx.database.db, row.id);
    throw new AppError(Status.tokenExpired);
  }
  if (now - row.lastSeenAt > touchIntervalMs) await touchSession(ctx.database.db, row.id, now);
  return { id: row.id, kind: row.subjectKind as SubjectKind, subjectId: row.subjectId, companyId: row.companyId };
}

export const closeSession = (ctx: AppContext, session: Session) => deleteSession(ctx.database.db, session.id);
