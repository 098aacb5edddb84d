import { AppError, Status, visitStaff } from '@vestibule/contract';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../platform/auth/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { failure } from '../../platform/http/envelope.js';
import { visitsChangedChannel } from '../visits/visit-scope.service.js';

/*
 * GET /api/events: the live home screen's server-sent events. The token comes
 * in the X-COOLVISIT-TOKEN header as on every call (a fetch stream, not an
 * EventSource); a refused session is answered with the JSON envelope before
 * anything streams. Each change to the company's visits sends `event: visits`;
 * a comment every 25 s keeps proxies from closing a quiet stream.
 */

export const heartbeatMs = 25_000;

const staff: readonly string[] = visitStaff;

export function mountOverviewEvents(app: FastifyInstance, ctx: AppContext): void {
  const open = new Set<() => void>();
  // Streams never end by themselves: close them so the server can stop.
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });

  app.get('/api/events', async (request, reply) => {
    const header = request.headers['x-coolvisit-token'];
    const session = await authenticate(ctx, Array.isArray(header) ? header[0] : header).catch((error: unknown) => {
      if (error instanceof AppError) return error;
      throw error;
    });
    if (session instanceof AppError) return reply.code(200).send(failure(session));
    if (!staff.includes(session.kind)) return reply.code(200).send(failure(new AppError(Status.noPermission)));

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write(': connected\n\n');
    const unsubscribe = ctx.events.subscribe(visitsChangedChannel, (payload) => {
      if ((payload as { companyId?: unknown } | null)?.companyId === session.companyId) {
        response.write('event: visits\ndata: {}\n\n');
      }
    });
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), heartbeatMs);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      response.end();
    };
    open.add(end);
    request.raw.once('close', end);
    response.once('close', end);
  });
}
