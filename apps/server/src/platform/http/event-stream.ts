import type { SubjectKind } from '@vestibule/contract';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { callerSession } from './caller-session.js';
import type { CallGuard } from './routes.js';

/*
 * Server-sent events: a GET the web reads as a fetch stream, with the token in
 * the X-COOLVISIT-TOKEN header as on every call. The session is checked as a
 * POST route checks it (caller-session.ts), and a refusal is the JSON envelope
 * before anything streams. Each stream relays one channel of the event bus to
 * the sessions it concerns; a comment every 25 s keeps proxies from closing a
 * quiet stream.
 */

const heartbeatMs = 25_000;

/** One event as the stream sends it: `event: <name>` and its data as JSON. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface EventStream {
  path: string;
  roles: readonly SubjectKind[];
  /** The call whose rights the stream shares: the call guards (a manager's modules, a resident's) check it as that call. */
  rightsOf: string;
  /** The event bus channel the stream relays. */
  channel: string;
  /** What this session is sent of a payload on the channel; nothing when it is not theirs. */
  eventFor(session: Session, payload: unknown): StreamEvent | undefined;
}

export function mountEventStreams(
  app: FastifyInstance,
  ctx: AppContext,
  streams: readonly EventStream[],
  guards: readonly CallGuard[],
): void {
  const open = new Set<() => void>();
  // Streams never end by themselves: close them so the server can stop.
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });

  for (const stream of streams) {
    app.get(stream.path, async (request, reply) => {
      // Throws before the reply is taken over: the error handler answers with the envelope, as for a POST.
      const session = await callerSession(ctx, stream.roles, request);
      for (const guard of guards) await guard(ctx, session, stream.rightsOf);
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
      const unsubscribe = ctx.events.subscribe(stream.channel, (payload) => {
        const sent = stream.eventFor(session, payload);
        if (sent) response.write(`event: ${sent.event}\ndata: ${JSON.stringify(sent.data)}\n\n`);
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
}
