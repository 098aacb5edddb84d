import http from 'node:http';
import type { Socket } from 'node:net';
import { AppError, Status } from '@vestibule/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.js';
import { baseSecurityHeaders } from './security-headers.js';

/*
 * Requests that fail before any route sees them (a URL that does not decode,
 * a header block too large to read) still answer in the envelope, status 400.
 */

const unreadable = (reason: string) => failure(new AppError(Status.unreadableBody, reason));

/** Fastify's `frameworkErrors`: a URL that does not decode, or a failing route constraint. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const reason = error.code === 'FST_ERR_BAD_URL' ? 'Unreadable request: the URL is not validly percent-encoded' : error.message;
  request.log.debug({ err: error }, 'unreadable request');
  void reply.code(400).headers(baseSecurityHeaders).send(unreadable(reason));
}

interface ClientFailure {
  httpStatus: number;
  reason: string;
}

function describeClientError(error: NodeJS.ErrnoException): ClientFailure {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { httpStatus: 431, reason: 'Unreadable request: its headers are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { httpStatus: 408, reason: 'Unreadable request: it did not arrive in time' };
    default:
      return { httpStatus: 400, reason: 'Unreadable request: it is not valid HTTP' };
  }
}

/**
 * Fastify's `clientErrorHandler`: Node could not parse the request, so there is no
 * request or reply, and the answer is written to the socket by hand.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { httpStatus, reason } = describeClientError(error);
  const body = JSON.stringify(unreadable(reason));
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
    ...baseSecurityHeaders,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${httpStatus} ${http.STATUS_CODES[httpStatus]}\r\n${head}\r\n${body}`);
}
