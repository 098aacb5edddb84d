import { AppError, type Envelope, Status, statusReasons } from '@vestibule/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isConnectionFailure } from '../db/connection-failure.js';

/** How long a client waits before trying again while the database is unavailable. */
const retryAfterSeconds = 5;

export const success = (result: unknown): Envelope => ({ status: Status.success, result: result ?? null, reason: 'success' });

export const failure = (error: AppError): Envelope => ({
  status: error.status,
  result: error.result ?? null,
  reason: error.message,
});

/** 604 naming the first field that failed and the rule it broke. */
export function invalidField(error: z.ZodError): AppError {
  const issue = error.issues[0] && closestIssue(error.issues[0]);
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  return new AppError(Status.invalidField, `${field}: ${issue?.message ?? 'is invalid'}`, field);
}

/**
 * A body that fits none of a union's shapes is reported by the first shape it got past the type of, so
 * `[…101 visitors]` against "array or { atlist }" names the array's limit rather than "Invalid input".
 * When it got past none, the union's own message stands (as in "must be 0 or 1").
 */
function closestIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  const closest = issue.errors.find(
    ([first]) => first && (first.path.length > 0 || (first.code !== 'invalid_type' && first.code !== 'invalid_value')),
  );
  if (!closest) return issue;
  const inner = closestIssue(closest[0]!);
  return { ...inner, path: [...issue.path, ...inner.path] };
}

/** Turns anything thrown while answering a call into the envelope; never leaks a stack. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof AppError) return reply.code(200).send(failure(error));
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return reply.code(200).send(failure(new AppError(Status.unreadableBody, 'Request body is too large')));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return reply
        .code(200)
        .send(failure(new AppError(Status.unreadableBody, `${statusReasons[Status.unreadableBody]}: ${fastifyError.message}`)));
  }
  if (isConnectionFailure(error)) {
    // Expected while the database restarts: worth a warning, and the client is told when to come back.
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(retryAfterSeconds))
      .send(failure(new AppError(Status.serviceUnavailable)));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({
    status: Status.systemError,
    result: null,
    reason: `${statusReasons[Status.systemError]} (request ${request.id})`,
  } satisfies Envelope);
}
