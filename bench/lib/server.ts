import type { Envelope } from '@vestibule/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import type { BenchDatabase } from './databases.js';

export interface BenchServer {
  url: string;
  close(): Promise<void>;
}

/** The real app on the given database, listening on a free 127.0.0.1 port. */
export async function startApp(database: BenchDatabase): Promise<BenchServer> {
  const config = loadConfig({ ...database.environment, LOG_LEVEL: 'error', SEED_DEMO: 'off' });
  const { app } = await buildApp({ config });
  return listen(app);
}

/** A plain Fastify server with only the routes the case adds: the baseline a ratio is measured against. */
export async function startBareServer(addRoutes: (app: FastifyInstance) => void): Promise<BenchServer> {
  const app = Fastify({ logger: false });
  addRoutes(app);
  return listen(app);
}

async function listen(app: FastifyInstance): Promise<BenchServer> {
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

export interface CallAnswer<T> {
  body: string;
  envelope: Envelope<T>;
}

/** POSTs one API call and returns the raw body with its envelope; a non-zero status is an error. */
export async function callApi<T>(baseUrl: string, name: string, body: unknown, token?: string): Promise<CallAnswer<T>> {
  const response = await fetch(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-coolvisit-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const envelope = JSON.parse(text) as Envelope<T>;
  if (envelope.status !== 0) throw new Error(`${name} answered ${envelope.status}: ${envelope.reason}`);
  return { body: text, envelope };
}
