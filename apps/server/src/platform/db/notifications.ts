import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import type { Logger } from 'pino';

/* PostgreSQL's LISTEN/NOTIFY: the one place that speaks it. */

/** NOTIFY on the handle's connection: inside a transaction PostgreSQL delivers it at commit, and never after a rollback. */
export const notifyAtCommit = async (db: Kysely<Database>, channel: string, payload: string) => {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
};

const reconnectDelaysMs = [100, 500, 1000, 2000, 5000];

/**
 * Listens on a dedicated connection (a pooled one would be handed to queries)
 * and connects again whenever it is lost, e.g. when the database restarts.
 * Answers a function that stops listening.
 */
export async function listenForNotifications(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  logger: Logger,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'the event listener lost its database connection; reconnecting');
      scheduleReconnect(next);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = next;
      failures = 0;
    } catch (error) {
      if (failures === 0) logger.warn({ err: error }, 'the event listener cannot reach the database; retrying');
      scheduleReconnect(next);
    }
  };

  const scheduleReconnect = (lost: pg.Client) => {
    if (stopped || retry || (client && client !== lost)) return;
    client = undefined;
    lost.end().catch(() => undefined);
    const delay = reconnectDelaysMs[Math.min(failures, reconnectDelaysMs.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
