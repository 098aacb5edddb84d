import { type Audience, AppError, Status, type SubjectKind } from '@vestibule/contract';
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../auth/sessions.js';
import type { Session } from '../auth/session.js';
import type { AppContext } from '../context.js';

/**
 * Who is calling, for a route open to `roles`: the session of the call's
 * X-COOLVISIT-TOKEN (28, 27 or 29 without a live one), refused with 610 when
 * its kind may not call. Public routes get the session when a valid token
 * comes with the call, and null otherwise. Every route that needs a session
 * asks here, so roles, expiry and the session cache apply to all alike.
 */
export async function callerSession(ctx: AppContext, roles: readonly SubjectKind[], request: FastifyRequest): Promise<Session>;
export async function callerSession(ctx: AppContext, roles: Audience, request: FastifyRequest): Promise<Session | null>;
export async function callerSession(ctx: AppContext, roles: Audience, request: FastifyRequest): Promise<Session | null> {
  const header = request.headers['x-coolvisit-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (roles === 'public') return token ? authenticate(ctx, token).catch(() => null) : null;
  const session = await authenticate(ctx, token);
  // A manager account (deputy) stands in for the Administrator; its guard then keeps it to its modules.
  const actsAs = session.kind === 'deputy' ? 'manager' : session.kind;
  if (!roles.includes(session.kind) && !roles.includes(actsAs)) throw new AppError(Status.noPermission);
  return session;
}
