import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local HTTP server standing in for a provider's API (DingTalk, WeChat Work,
 * an SMS or voice gateway, RTX). It records every request exactly as received,
 * so tests assert the method, path, query and body a client sent, and answers
 * from routes the test sets: a JSON body, a status, a delay (time-outs).
 */

export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  /** The body as text, and parsed when it is JSON or a form. */
  text: string;
  json: unknown;
  form: Record<string, string>;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Milliseconds before answering: longer than the client's time-out makes it give up. */
  delayMs?: number;
}

type Route = (request: ReceivedRequest) => FakeAnswer;

export async function startFakeProvider() {
  const received: ReceivedRequest[] = [];
  const routes = new Map<string, Route>();
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      const type = incoming.headers['content-type'] ?? '';
      let json: unknown = undefined;
      if (type.includes('json') && text) {
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
      }
      const form = type.includes('x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(text)) : {};
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: incoming.headers,
        text,
        json,
        form,
      };
      received.push(request);
      const route = routes.get(`${request.method} ${request.path}`) ?? routes.get(request.path);
      const answer = route ? route(request) : { status: 404, body: { error: `no route for ${request.path}` } };
      const reply = () => {
        if (response.destroyed) return;
        response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {}));
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    /** Answers requests to `path` (or `METHOD path`) from now on; a plain answer is given every time. */
    on(route: string, answer: FakeAnswer | Route) {
      routes.set(route, typeof answer === 'function' ? answer : () => answer);
    },
    requestsTo(path: string) {
      return received.filter((request) => request.path === path);
    },
    reset() {
      received.length = 0;
      routes.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;
