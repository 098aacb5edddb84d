import { type EndpointName, endpoints } from '@vestibule/contract';
import { onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import type { ResultOf } from '../lib/api-client';

export interface RecordedCall {
  name: string;
  body: unknown;
  headers: Headers;
}

interface Success<R> {
  status: 0;
  result: R;
  reason?: string;
}

declare const failureBrand: unique symbol;

/** A refusal, made by fail(): the brand keeps a success of the wrong shape from passing for one. */
type Failure = { status: number; result?: unknown; reason: string } & { readonly [failureBrand]: true };

/** What the fake server answers to a call of the endpoint: a success of its response's type, or a refusal. */
export type FakeAnswer<N extends EndpointName> = Success<ResultOf<N>> | Failure;
type Handler<N extends EndpointName> = (body: Record<string, unknown>) => FakeAnswer<N> | Promise<FakeAnswer<N>>;

/** Answers by call name: a success's result has the type of the endpoint's response. */
export type FakeHandlers = { [N in EndpointName]?: Handler<N> };

const isEndpointName = (name: string): name is EndpointName => Object.hasOwn(endpoints, name);

/** Why a successful answer does not fit the endpoint's response schema, or null when it fits. */
export function answerMisfit(name: string, answer: { status: number; result?: unknown }): string | null {
  if (answer.status !== 0 || !isEndpointName(name)) return null;
  const checked = endpoints[name].response.safeParse(answer.result ?? null);
  return checked.success
    ? null
    : `The fake answer of ${name} does not fit its response schema:\n${z.prettifyError(checked.error)}`;
}

/**
 * Stands in for the server: answers POST /api/<Name> from the given handlers
 * with the envelope, and records every call. Unknown names answer 404 like the
 * server. A success whose result does not fit the endpoint's response schema
 * fails the call and the test, so fakes cannot drift from the contract.
 */
export function fakeApi(handlers: FakeHandlers) {
  const calls: RecordedCall[] = [];
  const misfits: string[] = [];
  onTestFinished(() => {
    if (misfits.length > 0) throw new Error(misfits.join('\n\n'));
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const name = String(input).replace(/^\/api\//, '');
    const headers = new Headers(init?.headers);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ name, body, headers });
    const handler = (handlers as Record<string, Handler<EndpointName> | undefined>)[name];
    const answer: { status: number; result?: unknown; reason?: string } = handler
      ? await handler((body ?? {}) as Record<string, unknown>)
      : { status: 404, reason: 'Unknown call' };
    const misfit = answerMisfit(name, answer);
    if (misfit) {
      misfits.push(misfit);
      throw new Error(misfit);
    }
    return new Response(JSON.stringify({ result: null, reason: answer.status === 0 ? 'success' : '', ...answer }), {
      status: answer.status === 404 && !handler ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The bodies sent to one endpoint, in order. */
    bodiesOf: (name: string) => calls.filter((call) => call.name === name).map((call) => call.body),
    names: () => calls.map((call) => call.name),
  };
}

/** A success; its result must fit the endpoint's response (null when left out). */
export function ok(): Success<null>;
export function ok<R>(result: R): Success<R>;
export function ok(result: unknown = null): Success<unknown> {
  return { status: 0, result };
}

/** A refusal with the status, the reason and, for the refusals that carry one, a result. */
export const fail = (status: number, reason = '', result?: unknown): Failure => ({ status, reason, result }) as Failure;
