import { AppError, type Endpoint, Status } from '@vestibule/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { inUnitOfWork } from '../db/unit-of-work.js';
import { hitRateLimit } from '../rate-limit.js';
import { callerSession } from './caller-session.js';
import { invalidField, success } from './envelope.js';
import { unscramblePassword } from './legacy-password.js';
import { readBody } from './read-body.js';
import type { Call, CallGuard, Handler, RouteGroup } from './routes.js';

export interface MountOptions {
  /** Check every answer against its response schema (tests and development). */
  checkResponses: boolean;
  /** The features' checks of signed-in calls (a resident company's granted modules). */
  guards?: readonly CallGuard[];
}

interface Entry {
  name: string;
  endpoint: Endpoint;
  handler: Handler<Endpoint>;
}

/** Mounts every endpoint at /api/<Name> and, for the original clients, /qcvisit/<Name>. */
export function mountApi(app: FastifyInstance, ctx: AppContext, groups: RouteGroup[], options: MountOptions): void {
  const entriesByPath = new Map<string, Entry[]>();
  for (const group of groups) {
    for (const [name, endpoint] of Object.entries(group.endpoints)) {
      const handler = group.handlers[name];
      if (!handler) throw new Error(`No handler for endpoint ${name}`);
      const path = endpoint.path ?? name;
      entriesByPath.set(path, [...(entriesByPath.get(path) ?? []), { name, endpoint, handler }]);
    }
  }
  for (const [path, entries] of entriesByPath) {
    // One call name serving two audiences: the body tells which entry answers (Endpoint.selectedBy).
    const entryFor = (body: unknown) =>
      entries.length === 1 ? entries[0]! : entries.find((entry) => entry.endpoint.selectedBy?.(body) ?? true)!;
    const answer = async (request: FastifyRequest, legacy: boolean) => {
      const { name, endpoint, handler } = entryFor(request.body);
      const session = await callerSession(ctx, endpoint.roles, request);
      if (session && endpoint.roles !== 'public') for (const guard of options.guards ?? []) await guard(ctx, session, name);
      if (endpoint.rateLimit) await hitRateLimit(ctx, endpoint.rateLimit, request.ip);
      let body: unknown = await readBody(request, endpoint, ctx);
      // Checked on the body as sent: a malformed body must not probe another company. Schemas never see it.
      if (session && endpoint.roles !== 'public') body = withoutUserid(body, session);
      if (legacy && endpoint.legacyScrambledPassword) body = unscrambleField(body, endpoint.legacyScrambledPassword);
      const parsed = endpoint.request.safeParse(body);
      if (!parsed.success) throw invalidField(parsed.error);
      assertNoNul(parsed.data, []);
      // Non-public endpoints always have a session here; callerSession has thrown otherwise.
      const call = {
        ctx,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        requestId: request.id,
        session,
      } as Call;
      // A streamed upload holds no transaction (and so no lock) while its bytes arrive; nor does a long check.
      const result =
        endpoint.readOnly || endpoint.streamedFile || endpoint.outsideTransaction
          ? await handler(parsed.data, call)
          : await inUnitOfWork(ctx, async (unitCtx) => handler(parsed.data, { ...call, ctx: unitCtx }));
      if (options.checkResponses) {
        const checked = endpoint.response.safeParse(result ?? null);
        if (!checked.success) throw new Error(`Response of ${name} breaks its contract: ${checked.error.message}`);
      }
      return success(result);
    };
    app.post(`/api/${path}`, (request) => answer(request, false));
    app.post(`/qcvisit/${path}`, (request) => answer(request, true));
  }
}

/**
 * The body's userid may name the caller's own company, never another (610).
 * The platform handles it here once, so request schemas do not declare it.
 */
function withoutUserid(input: unknown, session: Session): unknown {
  if (Array.isArray(input)) return input.map((item) => withoutUserid(item, session));
  if (typeof input !== 'object' || input === null || !('userid' in input)) return input;
  const { userid: sent, ...rest } = input as { userid?: unknown };
  // Legacy clients and multipart forms send the number as a string.
  const userid = typeof sent === 'string' && /^\s*-?\d+\s*$/.test(sent) ? Number(sent) : sent;
  if (typeof userid === 'number' && userid !== 0 && userid !== session.companyId) {
    throw new AppError(Status.noPermission, 'userid does not match the signed-in company', 'userid');
  }
  return rest;
}

/** PostgreSQL text cannot hold NUL; refusing it on both databases keeps them alike (604, not 2000). */
function assertNoNul(value: unknown, path: string[]): void {
  if (typeof value === 'string' && value.includes('\u0000')) {
    const field = path.join('.') || 'body';
    throw new AppError(Status.invalidField, `${field}: must not contain NUL characters`, field);
  }
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return;
  for (const [key, item] of Object.entries(value)) assertNoNul(item, [...path, key]);
}

function unscrambleField(body: unknown, field: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const value = (body as Record<string, unknown>)[field];
  if (typeof value !== 'string') return body;
  const plain = unscramblePassword(value);
  if (plain === null) throw new AppError(Status.badPasswordEncoding, undefined, field);
  return { ...body, [field]: plain };
}
