import { AppError, Status } from '@vestibule/contract';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../platform/auth/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { failure } from '../../platform/http/envelope.js';
import { type HostArrival, hostArrivalChannel } from './host-notice.job.js';

/*
 * GET /api/events/mine: an employee's own server-sent events. The token comes
 * in the X-COOLVISIT-TOKEN header as on every call (like /api/events); only
 * employee sessions are served. Each visitor of this employee who signs in
 * sends `event: arrival` with the visit's id, name, company and time; a comment
 * every 25 s keeps proxies from closing a quiet stream.
 */

const heartbeatMs = 25_000;

export function mountHostArrivalEvents(app: FastifyInstance, ctx: AppContext): void {
  const open = new Set<() => void>();
  // Streams never end by themselves: close them so the server can stop.
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });

  app.get('/api/events/mine', async (request, reply) => {
    const header = request.headers['x-coolvisit-token'];
    const session = await authenticate(ctx, Array.isArray(header) ? header[0] : header).catch((error: unknown) => {
      if (error instanceof AppError) return error;
      throw error;
    });
    if (session instanceof AppError) return reply.code(200).send(failure(session));
    if (session.kind !== 'employee') return reply.code(200).send(failure(new AppError(Status.noPermission)));

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
    const unsubscribe = ctx.events.subscribe(hostArrivalChannel, (payload) => {
      const arrival = payload as HostArrival;
      if (arrival.companyId !== session.companyId || arrival.empid !== session.subjectId) return;
      const data = { vid: arrival.vid, vname: arrival.vname, vcompany: arrival.vcompany, at: arrival.at };
      response.write(`event: arrival\ndata: ${JSON.stringify(data)}\n\n`);
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
