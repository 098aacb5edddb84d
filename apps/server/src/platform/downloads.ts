import { AppError, type DownloadName, downloadAudiences, Status } from '@vestibule/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Session } from './auth/session.js';
import type { AppContext } from './context.js';
import { newToken } from './crypto.js';
import { sessionExists } from './downloads.repo.js';
import { failure } from './http/envelope.js';
import { findSecret, isLive, issueSecret, spendSecret } from './secrets.js';

/*
 * Downloads are GET URLs the browser opens, so they cannot carry the session
 * header: a ticket (a single-use secret, kept only hashed) stands in for it,
 * once, for 2 minutes, and only while the session that asked for it is open.
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

/** The download URL's query string, for downloads whose options travel in it (the visit export's filters). */
export type DownloadQuery = Record<string, unknown>;

/** Writes the download to the reply (status, headers and body). */
export type DownloadHandler = (
  ctx: AppContext,
  grant: DownloadGrant,
  reply: FastifyReply,
  query: DownloadQuery,
) => Promise<FastifyReply>;

export async function issueDownloadTicket(ctx: AppContext, session: Session, name: DownloadName, params: DownloadParams) {
  const audience: readonly string[] = downloadAudiences[name];
  if (!audience.includes(session.kind)) throw new AppError(Status.noPermission, `name: ${name} is not yours to download`);
  const ticket = newToken();
  await issueSecret(ctx.database.db, 'download', ticket, {
    subject: sessionSubject(session.id),
    payload: { companyId: session.companyId, subjectKind: session.kind, subjectId: session.subjectId, name, params },
    now: ctx.clock.now(),
    lifetimeMs: ticketLifetimeMs,
  });
  return { ticket, url: `/api/${name}?ticket=${ticket}` };
}

/**
 * Spends the ticket for this download: 27 when unknown, used, expired, for
 * another download or another company, or when its session has ended.
 */
export async function redeemDownloadTicket(
  ctx: AppContext,
  name: DownloadName,
  ticket: string,
  userid: number | undefined,
): Promise<DownloadGrant> {
  const invalid = () => new AppError(Status.invalidToken, 'The download link is invalid or has expired');
  if (!/^[0-9a-f]{64}$/.test(ticket)) throw invalid();
  const db = ctx.database.db;
  const row = await findSecret(db, 'download', ticket);
  const now = ctx.clock.now();
  if (!row || row.payload.name !== name || !isLive(row, now)) throw invalid();
  const { companyId, subjectKind, subjectId, params } = row.payload;
  if (userid !== undefined && userid !== companyId) throw invalid();
  if (!(await sessionExists(db, sessionIdOf(row.subject)))) throw invalid();
  if (!(await spendSecret(db, row, now))) throw invalid();
  return { companyId, subjectKind, subjectId, params };
}

const sessionSubject = (sessionId: number) => `session:${sessionId}`;
const sessionIdOf = (subject: string) => Number(subject.slice('session:'.length));

/**
 * Redeems the ticket a download URL carries: in `ticket`, or in `token` where
 * the original console puts its token (only a ticket is accepted there too).
 */
export function redeemFromQuery(ctx: AppContext, name: DownloadName, query: DownloadQuery): Promise<DownloadGrant> {
  const { ticket, token, userid } = query;
  const company = typeof userid === 'string' && /^\d{1,15}$/.test(userid) ? Number(userid) : undefined;
  const given = typeof ticket === 'string' ? ticket : typeof token === 'string' ? token : '';
  return redeemDownloadTicket(ctx, name, given, company);
}

/** Mounts GET /api/<name> and /qcvisit/<name>?ticket=… for each download; failures answer the JSON envelope. */
export function mountTicketDownloads(
  app: FastifyInstance,
  ctx: AppContext,
  handlers: Partial<Record<DownloadName, DownloadHandler>>,
) {
  for (const [name, handler] of Object.entries(handlers) as Array<[DownloadName, DownloadHandler]>) {
    for (const base of ['/api/', '/qcvisit/']) {
      app.get<{ Querystring: Record<string, unknown> }>(`${base}${name}`, async (request, reply) => {
        try {
          const grant = await redeemFromQuery(ctx, name, request.query);
          return await handler(ctx, grant, reply, request.query);
        } catch (error) {
          if (error instanceof AppError) return reply.code(200).send(failure(error));
          throw error;
        }
      });
    }
  }
}
