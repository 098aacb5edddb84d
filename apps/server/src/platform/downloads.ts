import { AppError, type DownloadName, Status } from '@vestibule/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Session } from './auth/sessions.js';
import type { AppContext } from './context.js';
import { newToken, sha256 } from './crypto.js';
import { findDownloadTicket, insertDownloadTicket, spendDownloadTicket } from './downloads.repo.js';
import { failure } from './http/envelope.js';

/*
 * Downloads are GET URLs the browser opens, so they cannot carry the session
 * header: a ticket (kept only hashed) stands in for it, once, for 2 minutes.
 */

export const ticketLifetimeMs = 2 * 60_000;

export type DownloadParams = Record<string, string | number>;

/** What a ticket lets its bearer download: the issuing session's company and subject, and the parameters. */
export interface DownloadGrant {
  companyId: number;
  subjectKind: string;
  subjectId: number;
  params: DownloadParams;
}

/** Writes the download to the reply (status, headers and body). */
export type DownloadHandler = (ctx: AppContext, grant: DownloadGrant, reply: FastifyReply) => Promise<FastifyReply>;

export async function issueDownloadTicket(ctx: AppContext, session: Session, name: DownloadName, params: DownloadParams) {
  const ticket = newToken();
  const now = ctx.clock.now();
  await insertDownloadTicket(ctx.database.db, {
    ticketHash: sha256(ticket),
    companyId: session.companyId,
    subjectKind: session.kind,
    subjectId: session.subjectId,
    name,
    params: JSON.stringify(params),
    expiresAt: now + ticketLifetimeMs,
    usedAt: null,
  });
  return { ticket, url: `/api/${name}?ticket=${ticket}` };
}

/** Spends the ticket for this download: 27 when unknown, used, expired, for another download or another company. */
export async function redeemDownloadTicket(
  ctx: AppContext,
  name: DownloadName,
  ticket: string,
  userid: number | undefined,
): Promise<DownloadGrant> {
  const invalid = () => new AppError(Status.invalidToken, 'The download link is invalid or has expired');
  if (!/^[0-9a-f]{64}$/.test(ticket)) throw invalid();
  const ticketHash = sha256(ticket);
  const row = await findDownloadTicket(ctx.database.db, ticketHash);
  const now = ctx.clock.now();
  if (!row || row.name !== name || row.usedAt !== null || row.expiresAt < now) throw invalid();
  if (userid !== undefined && userid !== row.companyId) throw invalid();
  if (!(await spendDownloadTicket(ctx.database.db, ticketHash, now))) throw invalid();
  return {
    companyId: row.companyId,
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    params: JSON.parse(row.params) as DownloadParams,
  };
}

/** Mounts GET /api/<name> and /qcvisit/<name>?ticket=… for each download; failures answer the JSON envelope. */
export function mountTicketDownloads(app: FastifyInstance, ctx: AppContext, handlers: Record<DownloadName, DownloadHandler>) {
  for (const [name, handler] of Object.entries(handlers) as Array<[DownloadName, DownloadHandler]>) {
    for (const base of ['/api/', '/qcvisit/']) {
      app.get<{ Querystring: Record<string, unknown> }>(`${base}${name}`, async (request, reply) => {
        try {
          const { ticket, userid } = request.query;
          const company = typeof userid === 'string' && /^\d{1,15}$/.test(userid) ? Number(userid) : undefined;
          const grant = await redeemDownloadTicket(ctx, name, typeof ticket === 'string' ? ticket : '', company);
          return await handler(ctx, grant, reply);
        } catch (error) {
          if (error instanceof AppError) return reply.code(200).send(failure(error));
          throw error;
        }
      });
    }
  }
}
