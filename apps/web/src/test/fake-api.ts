import { vi } from 'vitest';

export interface RecordedCall {
  name: string;
  body: unknown;
  headers: Headers;
}

type Answer = { status: number; result?: unknown; reason?: string };
type Handler = (body: Record<string, unknown>) => Answer | Promise<Answer>;

/**
 * Stands in for the server: answers POST /api/<Name> from the given handlers
 * with the envelope, and records every call. Unknown names answer 404 like the server.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const name = String(input).replace(/^\/api\//, '');
    const headers = new Headers(init?.headers);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ name, body, headers });
    const handler = handlers[name];
    const answer = handler ? await handler((body ?? {}) as Record<string, unknown>) : { status: 404, reason: 'Unknown call' };
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

export const ok = (result: unknown = null): Answer => ({ status: 0, result });
export const fail = (status: number, reason = ''): Answer => ({ status, reason });
