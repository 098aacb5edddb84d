import type { Logger } from 'pino';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/connect.js';
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
}
