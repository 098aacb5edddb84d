import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { SessionCache } from './auth/session-cache.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import type { Database } from './db/schema.js';
import type { EventBus } from './events/event-bus.js';
import type { Mailer } from './mail.js';
import type { SmsProvider } from './sms.js';

/** What services need from the outside world; tests swap the parts. */
export interface AppContext {
  config: Config;
  database: Db;
  clock: Clock;
  mailer: Mailer;
  sms: SmsProvider;
  logger: Logger;
  /**
   * Writes that stand whether the call succeeds or is refused (a failed sign-in
   * counted, a captcha burnt). Inside a call's unit of work they run once it has
   * ended, committed or rolled back; elsewhere at once.
   */
  keepRegardless(work: (db: Kysely<Database>) => Promise<unknown>): Promise<void>;
  /** Work that may only happen once the call's changes are committed (telling caches); elsewhere at once. */
  afterCommit(work: () => void): void;
  /** Events every process hears (platform/events). */
  events: EventBus;
  /** Sessions seen lately (platform/auth/session-cache). */
  sessionCache: SessionCache;
}
