import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/connect.js';
import { notifyAtCommit } from '../db/notifications.js';
import type { Database } from '../db/schema.js';

/*
 * Events every process hears: session ends today, live dashboards next. A
 * publication rides on the publisher's transaction, so nobody hears of a
 * change that was rolled back. On PostgreSQL it fans out with NOTIFY; SQLite
 * has one process, so delivery stays in it.
 */

export type EventHandler = (payload: unknown) => void;

export interface EventBus {
  /** Delivers to this process once `afterCommit` runs, and to the others when `db`'s transaction commits. */
  publish(db: Kysely<Database>, afterCommit: (work: () => void) => void, channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: EventHandler): () => void;
  close(): Promise<void>;
}

interface Envelope {
  origin: string;
  channel: string;
  payload: unknown;
}

const busChannel = 'vestibule_events';

export async function startEventBus(database: Db, logger: Logger): Promise<EventBus> {
  const origin = randomBytes(8).toString('hex');
  const handlers = new Map<string, Set<EventHandler>>();
  const deliver = (channel: string, payload: unknown) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        logger.error({ err: error, channel }, 'an event handler failed');
      }
    }
  };
  const stopListening = await database.listen(busChannel, (text) => {
    try {
      const event = JSON.parse(text) as Envelope;
      // This process heard its own events at commit already.
      if (event.origin !== origin) deliver(event.channel, event.payload);
    } catch (error) {
      logger.warn({ err: error }, 'an unreadable event was ignored');
    }
  });
  return {
    publish: async (db, afterCommit, channel, payload) => {
      afterCommit(() => deliver(channel, payload));
      if (database.dialect === 'postgres') {
        await notifyAtCommit(db, busChannel, JSON.stringify({ origin, channel, payload } satisfies Envelope));
      }
    },
    subscribe: (channel, handler) => {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return () => set.delete(handler);
    },
    close: stopListening,
  };
}
